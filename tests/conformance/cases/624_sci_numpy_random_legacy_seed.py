# The legacy global RNG with np.random.seed, as many tutorials still do: rand, randn,
# randint, choice, shuffle, normal, and a RandomState instance.
import numpy as np

np.random.seed(42)
print(np.random.rand(3))
print(np.random.randn(2, 2))
print(np.random.randint(0, 100, size=8))
print(np.random.choice(10, 4, replace=False))
a = list(range(6))
np.random.shuffle(a)
print(a)
print(np.random.normal(0, 1, 3), np.random.uniform(-1, 1))
rs = np.random.RandomState(7)
print(rs.randint(1, 7, 5), rs.random_sample(2))
np.random.seed(2024)
walk = np.cumsum(np.random.choice([-1, 1], size=1000))
print("final position:", walk[-1], "max:", walk.max(), "min:", walk.min())
np.random.seed(0)
samples = np.random.normal(170, 8, size=1000)
print(f"mean={samples.mean():.4f} std={samples.std():.4f}")
np.random.random((2, 2))
