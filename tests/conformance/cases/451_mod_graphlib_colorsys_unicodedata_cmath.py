# graphlib.TopologicalSorter, colorsys conversions, unicodedata lookups and
# normalisation, cmath on complex numbers.
import graphlib, colorsys, unicodedata, cmath, math
deps = {"app": ["lib", "utils"], "lib": ["utils", "core"], "utils": ["core"], "tests": ["app"]}
ts = graphlib.TopologicalSorter(deps)
print(list(ts.static_order()))
ts2 = graphlib.TopologicalSorter()
for node, pre in deps.items():
    ts2.add(node, *pre)
ts2.prepare()
batches = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    batches.append(ready)
    ts2.done(*ready)
print(batches)
try:
    list(graphlib.TopologicalSorter({"a": ["b"], "b": ["a"]}).static_order())
except graphlib.CycleError as e:
    print("CycleError:", e.args[0], e.args[1])
print([round(v, 4) for v in colorsys.rgb_to_hsv(0.2, 0.4, 0.6)], [round(v, 4) for v in colorsys.hls_to_rgb(0.5, 0.5, 0.5)], colorsys.rgb_to_yiq(1, 1, 1)[0])
for ch in "aÅ€٣中😀":
    print(ch, unicodedata.name(ch, "?"), unicodedata.category(ch), unicodedata.numeric(ch, None), unicodedata.east_asian_width(ch))
print(unicodedata.normalize("NFD", "é") == "e\u0301", unicodedata.normalize("NFKC", "ﬁ²"), unicodedata.lookup("SNOWMAN"), unicodedata.decimal("7"), unicodedata.unidata_version)
print(unicodedata.combining("\u0301"), unicodedata.mirrored("("), unicodedata.bidirectional("a"), unicodedata.decomposition("é"))
z = complex(3, 4)
print(abs(z), cmath.sqrt(-1), cmath.phase(-1), cmath.polar(z), cmath.rect(2, math.pi / 2).real < 1e-15, cmath.exp(1j * math.pi))
print(cmath.isclose(cmath.exp(1j * math.pi), -1), cmath.log(-1), z.conjugate(), z * 1j, cmath.sqrt(4), cmath.inf)
