def setter():
    global result
    result = 42
setter()
