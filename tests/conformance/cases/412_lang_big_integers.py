# Big integers: exact arithmetic, digit counts, modular pow, bit operations, bytes
# round-trips, and the int/str conversion limit's messages.
import math
n = 2 ** 1000
print(len(str(n)), str(n)[:20], n % 97, n.bit_length())
f = math.factorial(100)
print(len(str(f)), sum(map(int, str(f))), f % (10 ** 9 + 7))
print(pow(3, 10 ** 6, 10 ** 9 + 7), pow(7, -1, 13), math.isqrt(10 ** 40 + 123))
print(divmod(-10 ** 30 - 7, 10 ** 15), (-n) // 3 % 11, (n >> 990), (n - 1).bit_count())
b = (2 ** 200 + 12345).to_bytes(26, "big")
print(b.hex()[:16], int.from_bytes(b, "big") == 2 ** 200 + 12345, (-5).to_bytes(2, "little", signed=True))
print(math.comb(100, 50), math.perm(20, 5), math.gcd(2 ** 64, 6 ** 30), math.lcm(12, 18, 2 ** 70) % 1000)
s = str(3 ** 8000)
print(len(s), s[-10:])
try:
    str(10 ** 5000)
except ValueError as e:
    print("ValueError:", e)
try:
    int("9" * 5000)
except ValueError as e:
    print("ValueError:", e)
print(hex(2 ** 100), oct(2 ** 20), bin(255), int("ff" * 40, 16) % 1000, format(2 ** 70, ","))
fib = [0, 1]
for _ in range(300):
    fib.append(fib[-1] + fib[-2])
print(fib[300] % 10 ** 12, len(str(fib[300])))
result = 2 ** 64
