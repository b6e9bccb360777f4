# Assumption checks and group comparisons: Shapiro-Wilk, normaltest, one-way ANOVA,
# Kruskal-Wallis, Tukey HSD, and bootstrap with a seeded generator.
import numpy as np
from scipy import stats

rng = np.random.default_rng(2024)
a = rng.normal(20, 2, 30)
b = rng.normal(22, 2, 30)
c = rng.normal(21, 2, 30)
for name, g in zip("abc", (a, b, c)):
    w, p = stats.shapiro(g)
    print(f"{name}: W={w:.4f} p={p:.4f}")
print(stats.normaltest(np.concatenate([a, b, c])))
f, p = stats.f_oneway(a, b, c)
print(f"ANOVA F={f:.4f} p={p:.5f}")
print(stats.kruskal(a, b, c))
print(stats.bartlett(a, b, c))
tk = stats.tukey_hsd(a, b, c)
print(np.round(tk.pvalue, 5))
boot = stats.bootstrap((a,), np.mean, confidence_level=0.9, n_resamples=999,
                       random_state=np.random.default_rng(0))
print(np.round(boot.confidence_interval, 4))
stats.skew(a), stats.kurtosis(a)
