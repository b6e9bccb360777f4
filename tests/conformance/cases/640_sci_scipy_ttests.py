# Comparing two groups: Welch and Student t-tests, paired t-test, one-sample test,
# Mann-Whitney U, Levene; the result objects printed as they are and unpacked.
import numpy as np
from scipy import stats

control = np.array([12.1, 11.8, 12.5, 13.0, 12.2, 11.9, 12.7, 12.4])
treatment = np.array([13.2, 12.9, 13.8, 13.5, 12.8, 13.9, 13.1, 13.4])
res = stats.ttest_ind(control, treatment)
print(res)
t, p = stats.ttest_ind(control, treatment, equal_var=False)
print(f"Welch: t = {t:.4f}, p = {p:.3e}")
print(stats.ttest_rel(control, treatment))
print(stats.ttest_1samp(control, popmean=12.0))
print(stats.mannwhitneyu(control, treatment, alternative="two-sided"))
print(stats.levene(control, treatment))
print(stats.wilcoxon(control - treatment))
alpha = 0.05
print("significant" if p < alpha else "not significant")
d = (treatment.mean() - control.mean()) / np.sqrt((control.var(ddof=1) + treatment.var(ddof=1)) / 2)
print(f"Cohen's d = {d:.3f}")
res.pvalue
