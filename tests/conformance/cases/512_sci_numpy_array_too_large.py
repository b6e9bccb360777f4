# An array with more elements than half the result limit is ResultTooLarge (line null),
# and the logs are kept.
import numpy as np

big = np.zeros(600_000, dtype=np.int8)
print("made", big.size, big.nbytes)
big
