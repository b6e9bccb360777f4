# Classical ciphers: Caesar with brute-force cracking by letter frequency, Vigenère,
# ROT13 via str.maketrans, Atbash, a columnar transposition, and base64 framing.
import string
import base64
from collections import Counter

ENGLISH_FREQ = "etaoinshrdlcumwfgypbvkjxqz"

def caesar(text, shift):
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return text.translate(table)

def score(text):
    counts = Counter(c for c in text.lower() if c.isalpha())
    return sum(counts[ch] * (26 - i) for i, ch in enumerate(ENGLISH_FREQ))

def crack_caesar(cipher):
    best = max(range(26), key=lambda s: (score(caesar(cipher, -s % 26)), -s))
    return best, caesar(cipher, -best % 26)

def vigenere(text, key, decrypt=False):
    out, i = [], 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            k = ord(key[i % len(key)].lower()) - ord("a")
            out.append(chr((ord(ch) - base + (-k if decrypt else k)) % 26 + base))
            i += 1
        else:
            out.append(ch)
    return "".join(out)

ROT13 = str.maketrans("ABCDEFGHIJKLMabcdefghijklmNOPQRSTUVWXYZnopqrstuvwxyz",
                      "NOPQRSTUVWXYZnopqrstuvwxyzABCDEFGHIJKLMabcdefghijklm")
ATBASH = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])

def columnar(text, key):
    cols = sorted(range(len(key)), key=lambda i: (key[i], i))
    rows = [text[i:i + len(key)].ljust(len(key), "_") for i in range(0, len(text), len(key))]
    return "".join("".join(r[c] for r in rows) for c in cols)

def uncolumnar(cipher, key):
    n, cols = len(key), sorted(range(len(key)), key=lambda i: (key[i], i))
    nrows = len(cipher) // n
    grid = [[""] * n for _ in range(nrows)]
    for k, c in enumerate(cols):
        for r in range(nrows):
            grid[r][c] = cipher[k * nrows + r]
    return "".join("".join(r) for r in grid).rstrip("_")

msg = "The quick brown fox jumps over the lazy dog while the cat sleeps in the sun."
enc = caesar(msg, 7)
print(enc)
print(crack_caesar(enc))
v = vigenere(msg, "LEMON")
print(v)
print(vigenere(v, "LEMON", decrypt=True) == msg)
print(msg.translate(ROT13), msg.translate(ROT13).translate(ROT13) == msg)
print("wizard".translate(ATBASH), "hello".translate(ATBASH).translate(ATBASH))
c = columnar("WEAREDISCOVEREDFLEEATONCE", "ZEBRAS")
print(c, uncolumnar(c, "ZEBRAS"))
token = base64.b64encode(vigenere("attack at dawn", "key").encode()).decode()
print(token, vigenere(base64.b64decode(token).decode(), "key", decrypt=True))
print(Counter(ch for ch in enc.lower() if ch.isalpha()).most_common(3))
