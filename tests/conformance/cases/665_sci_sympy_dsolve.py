# Differential equations with dsolve: first-order growth, a second-order oscillator
# with initial conditions, a linear ODE with forcing; checkodesol; a system.
import sympy as sp

t = sp.symbols("t")
k = sp.symbols("k", positive=True)
y = sp.Function("y")
sol = sp.dsolve(sp.Eq(y(t).diff(t), k * y(t)), y(t))
print(sol)
ivp = sp.dsolve(y(t).diff(t, 2) + 4 * y(t), y(t), ics={y(0): 1, y(t).diff(t).subs(t, 0): 0})
print(ivp)
forced = sp.dsolve(y(t).diff(t) + 2 * y(t) - sp.exp(-t), y(t), ics={y(0): 0})
print(forced, sp.checkodesol(y(t).diff(t) + 2 * y(t) - sp.exp(-t), forced))
print(sp.dsolve(y(t).diff(t, 2) - 3 * y(t).diff(t) + 2 * y(t), y(t)))
x1, x2 = sp.symbols("x1 x2", cls=sp.Function)
system = [sp.Eq(x1(t).diff(t), x2(t)), sp.Eq(x2(t).diff(t), -x1(t))]
print(sp.dsolve(system))
print(sp.classify_ode(y(t).diff(t) - y(t) ** 2, y(t))[:3])
ivp.rhs
