import datetime
x = 3.14159
n = 1234567
s = "hi"
w = 10
d = datetime.date(2024, 3, 5)
items = [
    f"{x:.2f}", f"{x:10.3f}|", f"{n:,}", f"{n:_x}", f"{n:>12}", f"{s!r}", f"{s:*^9}",
    f"{x=}", f"{s = }", f"{x=:.1f}", f"{n:{w}}|", f"{0.25:%}", f"{0.256:.1%}", f"{255:#06x}",
    f"{255:b}", f"{-5:+d}", f"{5:+d}", f"{d:%Y/%m/%d}", f"{'nested':>{w}}", f"{{literal}}",
    f"{1e10:e}", f"{12.0:g}", f"{'abc'!a}", f"{'é'!a}", f"{[1, 2]}", f"{None!s}",
]
items
