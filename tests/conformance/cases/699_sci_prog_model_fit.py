# A modelling answer mixing everything: derive a model's gradient with sympy, fit it with
# curve_fit and with numpy least squares on a linearised form, compare AIC, plot the
# fits and residuals with math-text labels, and return a results DataFrame.
import numpy as np
import pandas as pd
import sympy as sp
from scipy.optimize import curve_fit
import matplotlib.pyplot as plt

t_sym, a_sym, k_sym = sp.symbols("t a k", positive=True)
model_expr = a_sym * (1 - sp.exp(-k_sym * t_sym))
grad = [sp.simplify(sp.diff(model_expr, p)) for p in (a_sym, k_sym)]
print("model:", model_expr, "| gradient:", grad)
print("latex:", sp.latex(model_expr))
model = sp.lambdify((t_sym, a_sym, k_sym), model_expr, "numpy")

rng = np.random.default_rng(2024)
t = np.linspace(0.5, 12, 24)
y = 5.0 * (1 - np.exp(-0.35 * t)) + rng.normal(0, 0.12, t.size)
popt, pcov = curve_fit(model, t, y, p0=[4, 0.5])
perr = np.sqrt(np.diag(pcov))
resid_nl = y - model(t, *popt)

X = np.column_stack([np.ones_like(t), np.log(t)])
beta, *_ = np.linalg.lstsq(X, y, rcond=None)
resid_log = y - X @ beta

def aic(resid, k):
    n = resid.size
    return n * np.log(np.sum(resid ** 2) / n) + 2 * k

results = pd.DataFrame({
    "model": ["saturating exp", "log-linear"],
    "params": [f"a={popt[0]:.3f}±{perr[0]:.3f}, k={popt[1]:.3f}±{perr[1]:.3f}",
               f"b0={beta[0]:.3f}, b1={beta[1]:.3f}"],
    "rmse": [np.sqrt(np.mean(resid_nl ** 2)), np.sqrt(np.mean(resid_log ** 2))],
    "aic": [aic(resid_nl, 2), aic(resid_log, 2)],
}).round({"rmse": 4, "aic": 2})
print(results.to_string(index=False))
print("preferred:", results.loc[results["aic"].idxmin(), "model"])

fig, (ax1, ax2) = plt.subplots(2, 1, figsize=(7, 6), sharex=True, gridspec_kw={"height_ratios": [3, 1]})
ax1.plot(t, y, "ko", ms=4, label="data")
tt = np.linspace(0.5, 12, 200)
ax1.plot(tt, model(tt, *popt), label=r"$a(1-e^{-kt})$")
ax1.plot(tt, beta[0] + beta[1] * np.log(tt), "--", label=r"$\beta_0 + \beta_1 \ln t$")
ax1.legend()
ax1.set_ylabel(r"$y$")
ax2.axhline(0, color="gray", lw=0.8)
ax2.plot(t, resid_nl, "o-", ms=3)
ax2.set_xlabel(r"$t$ (hours)")
ax2.set_ylabel("residual")
fig.tight_layout()
print([t_.get_text() for t_ in ax1.get_legend().get_texts()])
results
