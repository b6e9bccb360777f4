try:
    raise KeyboardInterrupt("ctrl-c")
except KeyboardInterrupt as e:
    print("caught KeyboardInterrupt", repr(e))
"survived"
