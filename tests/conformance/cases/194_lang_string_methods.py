s = "  Hello, World! Hello!  "
t = s.strip()
[t.lower(), t.upper(), t.split(", "), "-".join(["a", "b", "c"]), t.replace("Hello", "Bye", 1),
 t.find("World"), t.rfind("Hello"), t.count("l"), t.startswith("Hello"), t.endswith("!"),
 "abc".center(9, "*"), "42".zfill(5), "Straße".casefold(), t.partition(", "), "a,b,,c".split(","),
 "one two  three".split(), "line1\nline2\r\nline3".splitlines(), "title case words".title(),
 "abc".translate(str.maketrans("abc", "xyz")), "x".isalpha(), "12".isdigit(), "ab12".isalnum(),
 "  ".isspace(), "tab\there".expandtabs(4), "abc"[::-1], "%05.1f" % 3.14159, "ab" * 3,
 "hello world".capitalize(), "a-b-c".rsplit("-", 1), "  x ".lstrip(), "prefix_name".removeprefix("prefix_")]
