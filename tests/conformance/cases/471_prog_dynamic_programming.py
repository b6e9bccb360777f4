# Classic dynamic programming: LCS with reconstruction, edit distance with operations,
# 0/1 knapsack with chosen items, coin change (ways and minimum), LIS with bisect,
# longest palindromic substring, matrix-chain order, word break, memoised counting.
from bisect import bisect_left
from functools import lru_cache

def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a, 1):
        for j, y in enumerate(b, 1):
            dp[i][j] = dp[i - 1][j - 1] + 1 if x == y else max(dp[i - 1][j], dp[i][j - 1])
    out, i, j = [], len(a), len(b)
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1]); i -= 1; j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return dp[-1][-1], "".join(reversed(out))

def edit_distance(s, t):
    m, n = len(s), len(t)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m + 1):
        dp[i][0] = i
    for j in range(n + 1):
        dp[0][j] = j
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            cost = s[i - 1] != t[j - 1]
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost)
    ops, i, j = [], m, n
    while i or j:
        if i and j and dp[i][j] == dp[i - 1][j - 1] + (s[i - 1] != t[j - 1]):
            if s[i - 1] != t[j - 1]:
                ops.append(f"sub {s[i-1]}->{t[j-1]}")
            i, j = i - 1, j - 1
        elif i and dp[i][j] == dp[i - 1][j] + 1:
            ops.append(f"del {s[i-1]}"); i -= 1
        else:
            ops.append(f"ins {t[j-1]}"); j -= 1
    return dp[m][n], ops[::-1]

def knapsack(items, capacity):
    n = len(items)
    dp = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i, (name, w, v) in enumerate(items, 1):
        for c in range(capacity + 1):
            dp[i][c] = dp[i - 1][c]
            if w <= c:
                dp[i][c] = max(dp[i][c], dp[i - 1][c - w] + v)
    chosen, c = [], capacity
    for i in range(n, 0, -1):
        if dp[i][c] != dp[i - 1][c]:
            chosen.append(items[i - 1][0])
            c -= items[i - 1][1]
    return dp[n][capacity], chosen[::-1]

def coin_ways(coins, amount):
    ways = [1] + [0] * amount
    for coin in coins:
        for x in range(coin, amount + 1):
            ways[x] += ways[x - coin]
    return ways[amount]

def min_coins(coins, amount):
    INF = float("inf")
    best = [0] + [INF] * amount
    for x in range(1, amount + 1):
        best[x] = min((best[x - c] + 1 for c in coins if c <= x), default=INF)
    return best[amount] if best[amount] != INF else -1

def lis(seq):
    tails, prev, idx = [], [None] * len(seq), []
    for i, x in enumerate(seq):
        k = bisect_left(tails, x)
        if k == len(tails):
            tails.append(x); idx.append(i)
        else:
            tails[k] = x; idx[k] = i
        prev[i] = idx[k - 1] if k else None
    out, i = [], idx[-1] if idx else None
    while i is not None:
        out.append(seq[i]); i = prev[i]
    return len(tails), out[::-1]

def longest_palindrome(s):
    best = ""
    for center in range(2 * len(s) - 1):
        lo, hi = center // 2, center // 2 + center % 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1; hi += 1
        if hi - lo - 1 > len(best):
            best = s[lo + 1:hi]
    return best

def matrix_chain(dims):
    n = len(dims) - 1
    @lru_cache(maxsize=None)
    def cost(i, j):
        if i == j:
            return 0, f"A{i+1}"
        best = None
        for k in range(i, j):
            (c1, p1), (c2, p2) = cost(i, k), cost(k + 1, j)
            total = c1 + c2 + dims[i] * dims[k + 1] * dims[j + 1]
            if best is None or total < best[0]:
                best = (total, f"({p1}{p2})")
        return best
    return cost(0, n - 1)

def word_break(s, words):
    @lru_cache(maxsize=None)
    def go(i):
        if i == len(s):
            return [[]]
        out = []
        for w in words:
            if s.startswith(w, i):
                out += [[w] + rest for rest in go(i + len(w))]
        return out
    return [" ".join(p) for p in go(0)]

print("LCS:", lcs("AGGTAB", "GXTXAYB"), lcs("dynamic", "programming"))
print("Edit:", edit_distance("kitten", "sitting"), edit_distance("sunday", "saturday")[0])
items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160), ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)]
print("Knapsack:", knapsack(items, 200))
print("Coin ways:", coin_ways([1, 2, 5], 11), coin_ways([2, 5, 3, 6], 10), coin_ways([1, 5, 10, 25, 50], 100))
print("Min coins:", min_coins([1, 2, 5], 11), min_coins([2], 3), min_coins([186, 419, 83, 408], 6249))
print("LIS:", lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]))
print("Palindrome:", longest_palindrome("forgeeksskeegfor"), longest_palindrome("abacdfgdcaba"))
print("Matrix chain:", matrix_chain([40, 20, 30, 10, 30]), matrix_chain([10, 20, 30, 40, 30]))
print("Word break:", word_break("catsanddog", ("cat", "cats", "and", "sand", "dog")))
