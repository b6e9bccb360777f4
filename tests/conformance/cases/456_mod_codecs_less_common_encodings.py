# str.encode/bytes.decode with codecs CPython loads on first use (legacy code pages,
# CJK codecs): the same bytes as in CPython.
samples = [("cp1253", "αβγ"), ("iso8859_7", "Ωmega"), ("mac_greek", "λ"), ("cp500", "EBCDIC"),
           ("shift_jis", "日本語"), ("euc_jp", "かな"), ("gbk", "中文"), ("big5", "台灣"),
           ("euc_kr", "한국"), ("koi8_u", "їжак"), ("cp866", "Привет"), ("utf_16", "x")]
for enc, text in samples:
    try:
        data = text.encode(enc)
        print(enc, data.hex(), data.decode(enc) == text)
    except LookupError as e:
        print(enc, "LookupError:", e)
