# technique: figures at and past the limits: one of 400 x 400 inches (Agg cannot allocate it: a note in the logs), one with an artist that raises while drawing (a note), one of 1 x 30000 pixels, then more figures than the per-call count, with plt.show() in a loop; the call must answer normally with at most four figures and the rest counted as dropped
# expect: ok
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.artist import Artist

class Bad(Artist):
    def draw(self, renderer):
        raise ValueError("an artist that cannot be drawn")

plt.figure(figsize=(400, 400))
plt.plot([1, 2])
plt.figure().add_artist(Bad())
plt.figure(figsize=(0.01, 300), dpi=100)
plt.plot([1, 2])
plt.show()
for i in range(10):
    plt.figure()
    plt.imshow(np.random.default_rng(i).normal(size=(64, 64)))
    if i % 3 == 0:
        plt.show()
"done"
