# f-strings: `=` self-documenting forms, conversions, nested format specs, numbers,
# dates, Decimal, alignment, and literal braces.
import datetime, decimal
x, name, ratio, big = 42, "Ada", 0.12345, 1234567.891
print(f"{x=}", f"{x = }", f"{name=!s}", f"{name=}", f"{ratio=:.2%}", f"{x=:>6}|")
print(f"{x + 1 = }", f"{name.upper()=}", f"{[x, x]!r}", f"{name!a}", f"{'é'!a}")
width, prec = 12, 3
print(f"[{big:{width}.{prec}f}]", f"[{big:,.2f}]", f"[{big:_.1f}]", f"[{x:08b}]", f"[{x:#x}]", f"[{x:#o}]")
print(f"[{name:^11}]", f"[{name:*<8}]", f"[{name:>8}]", f"[{-x:+d}]", f"[{x: d}]", f"[{big:e}]", f"[{big:.3g}]")
d = datetime.date(2024, 2, 29)
dt = datetime.datetime(2024, 2, 29, 13, 5, 9)
print(f"{d:%Y/%m/%d}", f"{dt:%H:%M:%S}", f"{d!r}", f"{dt=}", f"{d:%A %d %B}")
dec = decimal.Decimal("1234.5678")
print(f"{dec:.2f}", f"{dec:,}", f"{dec:>12.1f}|", f"{decimal.Decimal('0.1')*3}")
print(f"{{literal}} {{{x}}}", f"{'nested ' + f'{x:03d}'}", f"{3.0:.0f}", f"{1e-7:g}", f"{float('inf')}")
items = {"a": 1}
print(f"{items['a']}", f"{len(items)=}", f"{x:n}", f"{1_000_000:,}", f"{True:d}", f"{12.5:%}")
print(f"{'tab':\t<6}|", f"{3+4j}", f"{(1, 2)}", f"{None!r}", f"{x!s:>4}")
