print("a\rb\x00c\ttab\x1b[0m\x7f")
