# technique: matplotlib's file paths: savefig to MARKER_PATH as png, svg, pdf, ps and pgf, plt.imsave, plt.imread of the canary and of an http URL on the loopback listener, rc_file and style.use on the canary, a font by path (FontProperties(fname=...) drawn, font_manager.get_font, fontManager.addfont, ft2font.FT2Font), font_manager.json_load of the canary and json_dump into MARKER_PATH and into matplotlib's cache directory (the one the template wrote its font list to), and an FFMpegWriter (a process) writing to MARKER_PATH; none may return
# expect: ok
import matplotlib
import matplotlib.pyplot as plt
from matplotlib import font_manager, ft2font, animation, style

fig, ax = plt.subplots()
ax.plot([1, 2, 3])

def font_by_path():
    f = plt.figure()
    f.text(0.5, 0.5, "x", fontproperties=font_manager.FontProperties(fname="CANARY_PATH"))
    try:
        f.canvas.draw()
    finally:
        plt.close(f)

def ffmpeg():
    w = animation.FFMpegWriter()
    w.setup(fig, "MARKER_PATH")
    return w

attempts = [
    ("savefig png", lambda: fig.savefig("MARKER_PATH")),
    ("savefig svg", lambda: fig.savefig("MARKER_PATH", format="svg")),
    ("savefig pdf", lambda: fig.savefig("MARKER_PATH", format="pdf")),
    ("savefig ps", lambda: fig.savefig("MARKER_PATH", format="ps")),
    ("savefig pgf", lambda: fig.savefig("MARKER_PATH", format="pgf")),
    ("plt.savefig", lambda: plt.savefig("MARKER_PATH")),
    ("imsave", lambda: plt.imsave("MARKER_PATH", [[0.0, 1.0], [1.0, 0.0]], format="png")),
    ("imread canary", lambda: plt.imread("CANARY_PATH")),
    ("imread http", lambda: plt.imread("http://127.0.0.1:LISTENER_PORT/x.png")),
    ("rc_file canary", lambda: matplotlib.rc_file("CANARY_PATH")),
    ("style.use canary", lambda: style.use("CANARY_PATH")),
    ("font by path drawn", font_by_path),
    ("get_font canary", lambda: font_manager.get_font("CANARY_PATH")),
    ("addfont canary", lambda: font_manager.fontManager.addfont("CANARY_PATH")),
    ("FT2Font canary", lambda: ft2font.FT2Font("CANARY_PATH")),
    ("json_load canary", lambda: font_manager.json_load("CANARY_PATH")),
    ("json_dump marker", lambda: font_manager.json_dump(font_manager.fontManager, "MARKER_PATH")),
    ("json_dump cache dir", lambda: font_manager.json_dump(
        font_manager.fontManager, matplotlib.get_cachedir() + "/fontlist-safepy-escape.json")),
    ("FFMpegWriter", ffmpeg),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
plt.close("all")
print(outcomes)
reached = [name for name, o in outcomes.items() if o.startswith("returned")]
if reached:
    raise AssertionError("not refused: %s" % ", ".join(reached))
