def classify(n):
    return "neg" if n < 0 else "zero" if n == 0 else "small" if 0 < n < 10 else "big"
x = 5
[classify(-3), classify(0), classify(5), classify(50), 1 < x < 10 > 2, 1 < x > 10, x == 5 == 5.0,
 None or "default", 0 and "unreached", [] or {} or "last", "a" and "b", not [], 3 if [] else 4]
