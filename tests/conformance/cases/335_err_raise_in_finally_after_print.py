try:
    print("try")
finally:
    print("finally")
    raise ValueError("from finally")
