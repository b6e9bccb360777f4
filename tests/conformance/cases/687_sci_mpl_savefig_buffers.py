# Saving a figure into memory: PNG into BytesIO and base64 (as for an HTML report), SVG
# into StringIO, bbox_inches="tight", transparent, and the PNG size read from its header.
import base64
import io
import struct
import matplotlib
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
ax.bar(["a", "b", "c"], [3, 7, 5])
ax.set_title("In memory")
buf = io.BytesIO()
fig.savefig(buf, format="png")
buf.seek(0)
png = buf.read()
print(png[:8], struct.unpack(">II", png[16:24]))
encoded = base64.b64encode(png).decode("ascii")
html = f'<img src="data:image/png;base64,{encoded}"/>'
print(html[:40], len(encoded) % 4)
tight = io.BytesIO()
fig.savefig(tight, format="png", bbox_inches="tight", dpi=50, transparent=True)
w, h = struct.unpack(">II", tight.getvalue()[16:24])
print(w < 200, h < 150)
svg = io.StringIO()
fig.savefig(svg, format="svg")
text = svg.getvalue()
print(text.lstrip().startswith("<?xml"), "<svg" in text, text.rstrip().endswith("</svg>"))
jpg = io.BytesIO()
fig.savefig(jpg, format="jpg")
print(jpg.getvalue()[:3])
print(sorted(k for k in fig.canvas.get_supported_filetypes() if k in ("png", "svg", "jpg", "pdf")))
print(matplotlib.get_backend())
plt.close("all")
