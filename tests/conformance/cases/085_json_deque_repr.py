from collections import deque
deque([1, 2, 3], maxlen=5)
