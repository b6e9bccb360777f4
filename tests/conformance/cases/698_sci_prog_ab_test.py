# An A/B test write-up: simulated visitors with a fixed seed, conversion rates, a
# two-proportion z-test by hand, chi-square, a bootstrap interval for the lift, and
# a bar chart with error bars; the decision as the result.
import numpy as np
import pandas as pd
from scipy import stats
import matplotlib.pyplot as plt

np.random.seed(123)
n_a, n_b = 4000, 4100
conv_a = np.random.binomial(1, 0.110, n_a)
conv_b = np.random.binomial(1, 0.125, n_b)
df = pd.DataFrame({"group": ["A"] * n_a + ["B"] * n_b, "converted": np.concatenate([conv_a, conv_b])})
summary = df.groupby("group")["converted"].agg(visitors="count", conversions="sum", rate="mean")
print(summary)
p_a, p_b = summary.loc["A", "rate"], summary.loc["B", "rate"]
p_pool = summary["conversions"].sum() / summary["visitors"].sum()
se = np.sqrt(p_pool * (1 - p_pool) * (1 / n_a + 1 / n_b))
z = (p_b - p_a) / se
p_value = 2 * stats.norm.sf(abs(z))
print(f"rate A = {p_a:.4f}, rate B = {p_b:.4f}, lift = {(p_b - p_a) / p_a:+.2%}")
print(f"z = {z:.3f}, p = {p_value:.4f}")
table = pd.crosstab(df["group"], df["converted"])
chi2, p_chi, dof, _ = stats.chi2_contingency(table, correction=False)
print(f"chi2 = {chi2:.3f} (dof {dof}), p = {p_chi:.4f}; z^2 = {z ** 2:.3f}")
rng = np.random.default_rng(7)
lifts = [rng.choice(conv_b, n_b).mean() - rng.choice(conv_a, n_a).mean() for _ in range(2000)]
lo, hi = np.percentile(lifts, [2.5, 97.5])
print(f"95% bootstrap CI for the difference: [{lo:.4f}, {hi:.4f}]")
power_n = (stats.norm.ppf(0.975) + stats.norm.ppf(0.8)) ** 2 * (p_a * (1 - p_a) + p_b * (1 - p_b)) / (p_b - p_a) ** 2
print(f"visitors per group for 80% power: {int(np.ceil(power_n)):,}")

fig, ax = plt.subplots(figsize=(5, 4))
errs = 1.96 * np.sqrt(summary["rate"] * (1 - summary["rate"]) / summary["visitors"])
bars = ax.bar(summary.index, summary["rate"], yerr=errs, capsize=8, color=["#999999", "#1f77b4"])
ax.bar_label(bars, labels=[f"{r:.2%}" for r in summary["rate"]], padding=3)
ax.set_ylabel("conversion rate")
ax.set_title(f"A/B test (p = {p_value:.3f})")
print([t.get_text() for t in ax.texts], ax.get_title())
plt.show()
decision = "ship B" if p_value < 0.05 and lo > 0 else "keep A"
decision
