# Chi-square test of independence on a contingency table built with pandas.crosstab,
# then chisquare goodness of fit and Fisher's exact test.
import numpy as np
import pandas as pd
from scipy.stats import chi2_contingency, chisquare, fisher_exact, chi2

df = pd.DataFrame({
    "group": ["A"] * 50 + ["B"] * 50,
    "outcome": ["yes"] * 30 + ["no"] * 20 + ["yes"] * 18 + ["no"] * 32,
})
table = pd.crosstab(df["group"], df["outcome"])
print(table)
chi2_stat, p, dof, expected = chi2_contingency(table)
print(f"chi2 = {chi2_stat:.4f}, p = {p:.4f}, dof = {dof}")
print(expected)
print(chi2_contingency(table, correction=False)[:2])
print(chisquare([18, 22, 20, 40], f_exp=[25, 25, 25, 25]))
print(fisher_exact(table.values))
print("critical value:", round(chi2.ppf(0.95, dof), 4))
chi2_contingency(np.array([[10, 20, 30], [6, 9, 17]]))
