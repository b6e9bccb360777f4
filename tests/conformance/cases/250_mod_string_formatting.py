data = {"name": "Ann", "age": 31}
["%s is %d years" % ("Bob", 40), "%(name)s is %(age)03d" % data, "%-6s|%6.2f|%x|%o|%e|%r" % ("ab", 3.14159, 255, 8, 12345.678, "q"),
 "{0}{1}{0}".format("x", "y"), "{name:>6}|{age:<4}|".format(**data), "{:^10.3}".format("abcdef"), "{:08.3f}".format(-3.14159),
 "{:,d}".format(10**9), "Hello {name}".format_map(data), "{0[1]}".format([1, 2]), "{p[x]}".format(p={"x": 9}), "{!r:>8}".format("s"),
 "%c%c" % (72, "i"), "%5.1f%%" % 99.5, format(0.000012345, ".3g"), format(123456789, ".3e"), format(1.0, "g"), format(1e20, "g")]
