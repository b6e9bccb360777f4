s = "naïve café ☕"
b = s.encode("utf-8")
[len(s), len(b), b[:6], b.decode("utf-8") == s, s.encode("ascii", "replace"), s.encode("ascii", "ignore"),
 s.encode("ascii", "xmlcharrefreplace"), b"\xff".decode("utf-8", "replace"), b"abc".hex(), bytes.fromhex("414243"),
 list(b"AB"), b"a,b".split(b","), bytes(3), bytes([65, 66]), b"x" + b"y", "é".encode("latin-1"), s.encode("utf-16-le")[:4]]
