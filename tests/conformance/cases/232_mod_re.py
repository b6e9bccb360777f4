import re
text = "Contact: alice@example.com, bob@test.org; phone 555-1234 or 555-9876."
emails = re.findall(r"[\w.]+@[\w.]+\w", text)
phones = [m.span() for m in re.finditer(r"\d{3}-\d{4}", text)]
m = re.search(r"(?P<user>\w+)@(?P<domain>[\w.]+\w)", text)
sub = re.sub(r"(\d{3})-(\d{4})", r"\2-\1", text)
fn = re.sub(r"\d+", lambda mo: str(int(mo.group()) * 2), "a1b22c333")
pat = re.compile(r"^\s*(\w+)\s*=\s*(.*?)\s*$", re.M)
cfg = dict(pat.findall("  a = 1 \nb=two words  \n"))
[emails, phones, m.groupdict(), m.group(0), m.start("domain"), sub, fn, cfg, re.split(r"[,;]\s*", "a, b;c"),
 bool(re.fullmatch(r"\d+", "123")), re.fullmatch(r"\d+", "12a"), re.sub(r"(?i)hello", "bye", "HeLLo world"),
 re.findall(r"\b\w(?=\w\b)", "ab cd e fg"), re.escape("a.b*c"), re.match(r"(a)(b)?", "ac").groups(),
 re.subn("a", "x", "banana"), re.findall(r"(\w)\1", "aabbcd"), re.split(r"(\d)", "a1b2c")]
