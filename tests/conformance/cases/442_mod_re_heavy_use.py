# re: named groups and groupdict, finditer spans, sub with functions and \g<name>,
# split with groups, lookarounds, VERBOSE, flags, fullmatch, escape, subn, compiled
# pattern attributes, and re.error details.
import re
LOG = """2024-01-05 10:22:01 ERROR [db] connection lost (code=17)
2024-01-05 10:22:09 INFO [web] GET /index.html 200
2024-01-06 00:00:00 WARN [db] slow query: 2300ms"""
pat = re.compile(r"""
    (?P<date>\d{4}-\d{2}-\d{2}) \s
    (?P<time>[\d:]{8}) \s
    (?P<level>[A-Z]+) \s
    \[(?P<comp>\w+)\] \s
    (?P<msg>.*)
""", re.VERBOSE)
for m in pat.finditer(LOG):
    print(m.group("level"), m["comp"], m.span("msg"), m.groupdict()["date"], m.lastgroup)
print(pat.groupindex["level"], pat.groups, pat.flags & re.VERBOSE != 0)
print(re.findall(r"\b(\w+)=(\d+)", "a=1, bb=22 c=x"), re.findall(r"\d+ms", LOG))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", "on 2024-03-09."))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.subn(r"\s+", " ", "a   b \t\n c"), re.split(r"([,;])\s*", "a, b;c"), re.split(r"\W+", "Hello, world!"))
print(re.findall(r"(?<=\$)\d+(?=\.)", "cost $30. or $45."), re.findall(r"\b(?!un)\w+able\b", "unable capable stable"))
print(re.fullmatch(r"[a-z]+\d*", "abc123") is not None, re.fullmatch(r"[a-z]+", "abc1"), re.match(r"a|ab", "ab").group())
print(re.search(r"(?i)hello", "Say HELLO").group(), re.findall(r"^\w", "a\nb\nc", re.M), re.findall(r"a.b", "a\nb", re.S))
print(re.escape("1+1=2? [yes]"), re.findall(r"<.*?>", "<a><b>"), re.findall(r"(a)(b)?", "ab a"))
m = re.match(r"(\w+) (\w+)", "Jane Doe")
print(m.expand(r"\2, \1"), m.groups(), m.start(2), m.end(), m.re.pattern, repr(m))
print(re.compile(r"x*").sub("-", "abc"), re.sub(r"(?m)^", "> ", "l1\nl2"), re.findall(r"\p" if False else r"[^\W\d_]+", "a1é_b"))
for bad in (r"(unclosed", r"[z-a]", r"a{2,1}", r"(?P<n>x)(?P<n>y)"):
    try:
        re.compile(bad)
    except re.error as e:
        print("error:", e, e.pos)
word = re.compile(r"\w+")
print(word.findall("one two  three"), word.search("  x").start(), word.match("  x"), bool(word.match("x")))
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "joe@example.com, amy@test.com"))
print(re.findall(r"\d{3}-\d{4}", "555-1234 or 555-98765"), re.compile(r"(?x) a  b  # comment").match("ab").group())
