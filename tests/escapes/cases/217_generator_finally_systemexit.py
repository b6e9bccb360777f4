# technique: GeneratorExit delivered by close() turned into SystemExit in a finally block
# expect: SystemExit
def g():
    try:
        yield 1
    finally:
        raise SystemExit(3)
it = g()
next(it)
it.close()
