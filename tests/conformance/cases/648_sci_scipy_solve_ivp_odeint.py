# ODEs: an SIR epidemic with solve_ivp (t_eval, dense_output, an event), the same with
# odeint, and a damped oscillator; printed at a few time points.
import numpy as np
from scipy.integrate import solve_ivp, odeint

beta, gamma, N = 0.3, 0.1, 1000.0

def sir(t, y):
    S, I, R = y
    return [-beta * S * I / N, beta * S * I / N - gamma * I, gamma * I]

t_eval = np.linspace(0, 160, 9)
sol = solve_ivp(sir, (0, 160), [999, 1, 0], t_eval=t_eval, rtol=1e-8, atol=1e-8)
print(sol.status, sol.message)
print(np.round(sol.y.T, 2))
peak = solve_ivp(sir, (0, 160), [999, 1, 0], dense_output=True, rtol=1e-8, atol=1e-8)
tt = np.linspace(0, 160, 1601)
I = peak.sol(tt)[1]
print(f"peak infections {I.max():.1f} on day {tt[I.argmax()]:.1f}")

def hit(t, y):
    return y[1] - 100
hit.terminal = True
ev = solve_ivp(sir, (0, 160), [999, 1, 0], events=hit, rtol=1e-8, atol=1e-8)
print("100 infected at t =", np.round(ev.t_events[0], 3))
y_odeint = odeint(lambda y, t: sir(t, y), [999, 1, 0], t_eval, rtol=1e-8, atol=1e-8)
print(np.allclose(y_odeint, sol.y.T, rtol=1e-4))

def oscillator(t, z, c=0.5, k=4.0):
    x, v = z
    return [v, -c * v - k * x]
osc = solve_ivp(oscillator, [0, 10], [1.0, 0.0], method="RK45", t_eval=[0, 2.5, 5, 7.5, 10], rtol=1e-9)
np.round(osc.y[0], 5)
