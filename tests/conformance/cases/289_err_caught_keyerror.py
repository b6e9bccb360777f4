d = {}
try:
    d["nope"]
except KeyError as e:
    print("KeyError caught:", e, repr(e), e.args)
"fine"
