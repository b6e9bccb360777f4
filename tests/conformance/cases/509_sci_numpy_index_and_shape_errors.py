# numpy's own exception messages, caught and printed, then an uncaught IndexError.
import numpy as np

a = np.arange(6)
for f in (lambda: a.reshape(4, 2), lambda: np.dot(np.ones((2, 3)), np.ones((2, 3))),
          lambda: np.array([1, 2]) @ np.array([1, 2, 3]), lambda: a.astype("bogus"),
          lambda: np.concatenate([np.ones((2, 2)), np.ones((3, 3))])):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
def pick(i):
    return a[i]
print(pick(5))
pick(10)
