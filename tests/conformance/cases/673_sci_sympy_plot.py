# Plotting an expression with sympy's own plot(): two curves with a legend (show=False,
# then .show()), and a parametric plot.
import sympy as sp
from sympy.plotting import plot_parametric

x = sp.symbols("x")
p = sp.plot(sp.sin(x), x**2 / 10, (x, -5, 5), show=False, title="sympy plot", legend=True,
            xlabel="x", ylabel="f(x)")
p[0].line_color = "red"
print(type(p).__name__, p.title, p.xlabel)
print([str(p[i].expr) for i in range(2)], p[0].line_color)
p.show()
t = sp.symbols("t")
pp = plot_parametric(sp.cos(t), sp.sin(t), (t, 0, 2 * sp.pi), show=False)
print(str(pp[0].expr_x), str(pp[0].expr_y))
pp.show()
