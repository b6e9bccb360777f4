# matplotlib's usual public modules, each used once (a failure is printed and the next
# one tried): patheffects, dates, mlab, animation, widgets, sankey, the PDF and PS
# backends (into a file-like object of the code's own), and mpl_toolkits.axes_grid1.
import matplotlib.pyplot as plt
import numpy as np

class Sink:
    def __init__(self):
        self.n = 0
    def write(self, data):
        self.n += len(data)
        return len(data)
    def flush(self):
        pass
    def seek(self, pos, whence=0):
        return 0
    def tell(self):
        return self.n

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

fig, ax = plt.subplots()
def patheffects():
    import matplotlib.patheffects as pe
    t = ax.text(0.5, 0.5, "x", path_effects=[pe.withStroke(linewidth=3, foreground="w")])
    return len(t.get_path_effects())
attempt("patheffects", patheffects)
def dates():
    import datetime
    import matplotlib.dates as mdates
    return mdates.date2num(datetime.datetime(1970, 1, 2)), mdates.DateFormatter("%Y-%m").fmt
attempt("dates", dates)
def mlab():
    from matplotlib import mlab
    return np.round(mlab.detrend_linear(np.array([1.0, 2.0, 4.0])), 8)
attempt("mlab", mlab)
def animation():
    from matplotlib.animation import FuncAnimation
    line, = ax.plot([], [])
    anim = FuncAnimation(fig, lambda i: (line,), frames=3, blit=True)
    return type(anim).__name__
attempt("animation", animation)
def sankey():
    from matplotlib.sankey import Sankey
    s = Sankey(ax=ax)
    s.add(flows=[1, -0.5, -0.5], labels=["in", "a", "b"])
    return len(s.finish())
attempt("sankey", sankey)
# (PDF and PostScript output embed font files the sandbox cannot read: CONTRACT.md.)
def axes_grid1():
    from mpl_toolkits.axes_grid1 import make_axes_locatable
    cax = make_axes_locatable(ax).append_axes("right", size="5%", pad=0.05)
    return len(fig.axes)
attempt("axes_grid1", axes_grid1)
def widgets():
    from matplotlib.widgets import Slider
    s = Slider(fig.add_axes([0.1, 0.0, 0.5, 0.03]), "k", 0, 10, valinit=3)
    return s.val
attempt("widgets", widgets)
