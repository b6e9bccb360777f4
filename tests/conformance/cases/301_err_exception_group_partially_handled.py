try:
    raise ExceptionGroup("eg", [ValueError("v"), TypeError("t")])
except* ValueError:
    print("handled value errors")
