# Number-format exercises: Roman numerals both ways with validation, base conversion
# (2..36) both ways, Luhn credit-card checks, ISBN-10/13 validation, number to words.
import re

ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
ROMAN_RE = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")

def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError("number out of range (must be 1..3999)")
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)

def from_roman(s):
    if not s or not ROMAN_RE.match(s):
        raise ValueError(f"invalid Roman numeral: {s!r}")
    values = dict((sym, v) for v, sym in ROMAN if len(sym) == 1)
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = values[a]
        total += -v if b != " " and values[b] > v else v
    return total

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
def to_base(n, base):
    if n == 0:
        return "0"
    sign, n, out = "-" if n < 0 else "", abs(n), []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))

def luhn(number):
    digits = [int(d) for d in re.sub(r"\D", "", number)]
    total = sum(digits[-1::-2]) + sum(sum(divmod(2 * d, 10)) for d in digits[-2::-2])
    return total % 10 == 0

def isbn_ok(isbn):
    s = isbn.replace("-", "")
    if len(s) == 10 and re.fullmatch(r"\d{9}[\dX]", s):
        return sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(s)) % 11 == 0
    if len(s) == 13 and s.isdigit():
        return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0
    return False

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " hundred" + (" and " + words(n % 100) if n % 100 else "")
    for unit, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")):
        if n >= unit:
            rest = n % unit
            return words(n // unit) + " " + name + ((", " if rest >= 100 else " and ") + words(rest) if rest else "")

for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
    r = to_roman(n)
    assert from_roman(r) == n
    print(n, r)
for bad in ("IIII", "VX", "", "MMMM", "IC"):
    try:
        from_roman(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    to_roman(0)
except ValueError as e:
    print("ValueError:", e)
print([to_base(255, b) for b in (2, 8, 16, 36)], to_base(-42, 7), int(to_base(123456789, 36), 36), to_base(0, 5))
print([luhn(n) for n in ("4539 1488 0343 6467", "8273 1232 7352 0569", "79927398713")])
print([isbn_ok(i) for i in ("0-306-40615-2", "0-306-40615-3", "978-0-306-40615-7", "123")])
for n in (0, 7, 13, 42, 100, 115, 999, 1001, 12345, 1000000, 2147483647):
    print(n, words(n))
