def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen finally")
for v in gen():
    print("got", v)
    break
print("after loop")
