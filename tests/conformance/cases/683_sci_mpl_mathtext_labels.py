# Axis labels and titles with math text (r'$\alpha$', fractions, subscripts), usetex off;
# the figure drawn into a PNG buffer so the math is rendered, and the texts printed.
import io
import matplotlib.pyplot as plt
import numpy as np

t = np.linspace(0, 2, 200)
alpha, omega = 0.8, 2 * np.pi
fig, ax = plt.subplots()
ax.plot(t, np.exp(-alpha * t) * np.cos(omega * t), label=r"$e^{-\alpha t}\cos(\omega t)$")
ax.plot(t, np.exp(-alpha * t), "k:", label=r"envelope $\pm e^{-\alpha t}$")
ax.set_xlabel(r"time $t$ [s]")
ax.set_ylabel(r"$x(t) / x_0$")
ax.set_title(r"Damped oscillation, $\alpha=%.1f\,\mathrm{s}^{-1}$, $\frac{\omega}{2\pi}=1$ Hz" % alpha)
ax.text(1.2, 0.6, r"$\sum_{n=0}^{\infty} \frac{(-1)^n}{n!}$", fontsize=12)
ax.legend()
buf = io.BytesIO()
fig.savefig(buf, format="png", dpi=80)
png = buf.getvalue()
print(png[:4], len(png) > 5000)
print(ax.get_xlabel(), "|", ax.get_ylabel())
print(ax.get_title())
print([t.get_text() for t in ax.get_legend().get_texts()])
print(ax.texts[0].get_text(), plt.rcParams["text.usetex"], plt.rcParams["mathtext.fontset"])
plt.close(fig)
