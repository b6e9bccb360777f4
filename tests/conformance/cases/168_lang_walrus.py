import re
data = [3, 8, 1, 9, 4]
big = [y for x in data if (y := x * 2) > 6]
lines = ["a=1", "junk", "b=2"]
parsed = {}
for line in lines:
    if (m := re.match(r"(\w)=(\d)", line)):
        parsed[m.group(1)] = int(m.group(2))
n = 0
stack = [1, 2, 3]
while (top := stack.pop() if stack else None) is not None:
    n += top
[big, parsed, n, y]
