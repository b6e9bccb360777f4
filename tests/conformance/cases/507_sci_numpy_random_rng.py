# The Generator from default_rng(seed) is deterministic across runs and platforms for
# integers, choice and permutation; floats rounded.
import numpy as np

rng = np.random.default_rng(12345)
print(rng.integers(0, 100, size=10))
print(np.round(rng.normal(10.0, 2.0, size=5), 6))
print(np.round(rng.random(4), 8))
print(rng.choice(["red", "green", "blue"], size=6))
print(rng.permutation(8))
deck = np.arange(10)
rng.shuffle(deck)
print(deck)
legacy = np.random.RandomState(0)
print(legacy.randint(0, 10, size=8), round(float(legacy.uniform()), 10))
np.random.seed(7)
print(np.random.randint(0, 1000, 5))
sample = np.random.default_rng(2024).integers(1, 7, size=(3, 4))
sample
