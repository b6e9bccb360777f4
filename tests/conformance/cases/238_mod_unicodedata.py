import unicodedata as ud
s = "é"
nfd = ud.normalize("NFD", s)
[ud.name("€"), ud.lookup("SNOWMAN"), ud.category("A"), ud.category("1"), ud.category(" "), len(nfd),
 ud.normalize("NFC", nfd) == s, [hex(ord(c)) for c in nfd], ud.numeric("½"), ud.decimal("٣"), ud.east_asian_width("日"),
 ud.combining("\u0301"), ud.normalize("NFKC", "ﬁ"), ud.mirrored("("), ud.bidirectional("א"), ud.unidata_version,
 ud.name("\x00", "no name"), "".join(c for c in ud.normalize("NFD", "Crème Brûlée") if not ud.combining(c))]
