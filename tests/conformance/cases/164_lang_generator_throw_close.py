def gen():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("got", e)
        yield "recovered"
    finally:
        print("cleanup")
g = gen()
print(next(g))
print(g.throw(ValueError("oops")))
g.close()
print("closed")
