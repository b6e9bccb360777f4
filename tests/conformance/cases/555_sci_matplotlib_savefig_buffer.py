# savefig into a file-like object of the code's own (no file, no io module): the PNG
# signature and the image size from its header; SVG text the same way.
import struct
import matplotlib.pyplot as plt

class Sink:
    def __init__(self):
        self.parts = []
    def write(self, data):
        self.parts.append(data)
        return len(data)
    def flush(self):
        pass
    def seek(self, pos, whence=0):
        return 0
    def value(self):
        return self.parts[0][:0].join(self.parts) if self.parts else b""

fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
ax.plot([1, 3, 2])
png_sink = Sink()
fig.savefig(png_sink, format="png")
png = png_sink.value()
print(png[:8], struct.unpack(">II", png[16:24]), len(png) > 1000)
svg_sink = Sink()
fig.savefig(svg_sink, format="svg")
svg = svg_sink.value()
print(type(svg).__name__, b"<svg" in svg, svg.rstrip().endswith(b"</svg>"))
plt.close(fig)
print(plt.get_fignums())
