# numpy's RuntimeWarnings go to stderr, which is in the logs, once per location (the
# default filters); errstate silences them; the result keeps nan and infinities.
import numpy as np

a = np.array([1.0, 0.0, -1.0])
z = np.zeros(3)
q = a / z
print(q)
for _ in range(2):
    r = np.log(np.array([1.0, 0.0, -1.0]))
print(r)
with np.errstate(divide="ignore", invalid="ignore"):
    print(np.array([0.0]) / 0.0)
print(np.sqrt(-1.0 + 0j), np.mean(np.array([])) if False else "skip")
q
