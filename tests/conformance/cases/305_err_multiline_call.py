def f(a, b, c):
    return a + b + c
total = f(
    1,
    2,
    int("nope"),
)
