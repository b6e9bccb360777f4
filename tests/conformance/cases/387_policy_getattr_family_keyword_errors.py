# getattr and friends take no keyword arguments; the message names the builtin.
class O:
    pass
o = O()
for fn, kw in ((getattr, {"name": "x"}), (hasattr, {"name": "x"}),
               (setattr, {"value": 1}), (delattr, {"name": "x"})):
    try:
        fn(o, **kw)
    except TypeError as e:
        print("TypeError:", e)
