#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The scientific libraries (numpy, pandas, scipy, sympy, matplotlib), seen from a client
and from /proc (docs/CONTRACT.md: "JSON form of the result", "Figures (matplotlib)",
"Scientific libraries").

- Figures: each open figure comes back as an MCP image block (PNG, checked chunk by chunk)
  after the text block, in order, with its size in structuredContent "figures" and the
  count of those over --max-figures / --max-figure-bytes in "figures_dropped"; the text
  block never carries the image; a call without a figure has neither member; figures of
  an earlier call never come back (with a session or without).
- Results: the JSON forms and result_type of ndarrays, numpy scalars, DataFrames, sympy.
- Files stay out of reach: numpy, pandas and matplotlib calls that open a path fail
  (SandboxError naming 'open', or PermissionError), nothing appears on the host, and the
  server goes on answering.
- Routing: calls that name none of the libraries never start the science template (a
  safepy-worker whose command line has --science); the first call naming numpy starts
  it; --preload science starts it with the server.
- Every safepy-worker has exactly one thread, also while a call multiplies matrices.
- numpy's generator differs from call to call and from session to session.
- --deny-import, --python-path with --allow-import, `safepy policy`, sessions (a session
  runs where its first call runs), `safepy run FILE --figures DIR`.
- Usual calls of each library work (what a user of a notebook would write first).

The whole file is skipped (with a line on stderr) when `safepy policy` says numpy or
matplotlib is not available. Every wait is on a condition with a deadline: starting the
science template takes seconds on an idle machine, far more on a loaded one.
Run: SAFEPY=build/safepy python3 tests/e2e/test_science.py
"""
import base64
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import unittest
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
sys.path.insert(0, HERE)

from mcpclient import safepy_path  # noqa: E402
from e2eutil import (CheckedClient, ServerCase, alive, call_params, comm, descendants, proc_stat,  # noqa: E402
                     policy, run_main, wait_for)

SAFEPY = safepy_path()
HZ = os.sysconf("SC_CLK_TCK")
# How long a call may take when it has to start the science template first: ~3 s on an
# idle machine; a deadline, not a guess (a wait ends as soon as the answer is there).
SCIENCE_CALL = 240
TEMPLATE_START = 180
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SCIENCE_NAMES = ("numpy", "pandas", "scipy", "sympy", "matplotlib", "mpl_toolkits", "seaborn", "mpmath")


def science_states():
    return {e["name"]: e["state"] for e in policy().get("scientific_imports", [])}


STATES = {}


def available(name):
    return STATES.get(name, "").startswith("available")


def setUpModule():
    STATES.update(science_states())
    missing = [n for n in ("numpy", "matplotlib") if not available(n)]
    if missing:
        msg = ("test_science: SKIPPED: `safepy policy` reports %s not available (%s)"
               % (" and ".join(missing), "; ".join("%s: %s" % (n, STATES.get(n, "not listed"))
                                                   for n in missing)))
        print(msg, file=sys.stderr)
        raise unittest.SkipTest(msg)


def tearDownModule():
    if Shared.client is not None:
        c, Shared.client = Shared.client, None
        rc, rest = c.finish(60)
        assert rc == 0 and [m for m in rest if "method" in m] == [], (rc, rest)


# ---- PNG -------------------------------------------------------------------

def png_size(data):
    """(width, height) of a PNG whose every chunk is whole with a good CRC, from IHDR
    to IEND; raises AssertionError saying what is wrong otherwise."""
    if data[:8] != PNG_SIGNATURE:
        raise AssertionError("not a PNG signature: %r" % data[:8])
    pos, types = 8, []
    while pos < len(data):
        if pos + 8 > len(data):
            raise AssertionError("PNG cut inside a chunk header at %d" % pos)
        n, typ = struct.unpack(">I4s", data[pos:pos + 8])
        if pos + 12 + n > len(data):
            raise AssertionError("PNG chunk %r cut at %d" % (typ, pos))
        body = data[pos + 8:pos + 8 + n]
        crc, = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        if crc != zlib.crc32(typ + body):
            raise AssertionError("PNG chunk %r has a bad CRC" % typ)
        types.append(typ)
        pos += 12 + n
        if typ == b"IEND":
            break
    if pos != len(data):
        raise AssertionError("%d bytes after IEND" % (len(data) - pos))
    if not types or types[0] != b"IHDR" or types[-1] != b"IEND" or b"IDAT" not in types:
        raise AssertionError("PNG chunks out of order: %r" % types)
    return struct.unpack(">II", data[16:24])


# ---- /proc -----------------------------------------------------------------

def cmdline(pid):
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return f.read().split(b"\0")
    except OSError:
        return []


def threads(pid):
    """The number of threads of pid (its /proc/PID/task entries), or None if gone."""
    try:
        return len(os.listdir("/proc/%d/task" % pid))
    except OSError:
        return None


def workers(server):
    """{pid: start time} of the server's live safepy-worker descendants."""
    out = {}
    for p in descendants(server):
        st = proc_stat(p)
        if st is not None and alive(p, st[2]) and comm(p) == "safepy-worker":
            out[p] = st[2]
    return out


def science_procs(server):
    """The server's live safepy-worker descendants started with --science: the science
    template and the workers it forked (a fork keeps the command line)."""
    return sorted(p for p in workers(server) if b"--science" in cmdline(p))


# ---- calls -----------------------------------------------------------------

class Call:
    """One tools/call answer, checked: the text block is structuredContent as JSON and
    holds no image; after it come exactly the image blocks "figures" describes, each a
    whole PNG of that width, height and size."""

    def __init__(self, test, msg):
        test.assertIn("result", msg, msg)
        res = msg["result"]
        self.content = res["content"]
        self.sc = sc = res["structuredContent"]
        test.assertIs(res["isError"], sc["error"] is not None, msg)
        test.assertGreaterEqual(len(self.content), 1, msg)
        text = self.content[0]
        test.assertEqual(text["type"], "text", msg)
        test.assertEqual(json.loads(text["text"]), sc)
        self.text = text["text"]
        figs = sc.get("figures")
        test.assertEqual("figures" in sc, "figures_dropped" in sc, sc)
        images = self.content[1:]
        test.assertEqual(len(images), len(figs or []), "one image block per figure: %r" % (sc,))
        self.pngs = []
        for block, fig in zip(images, figs or []):
            test.assertEqual((block.get("type"), block.get("mimeType")), ("image", "image/png"))
            test.assertEqual(set(fig), {"width", "height", "bytes"}, fig)
            png = base64.b64decode(block["data"], validate=True)
            test.assertEqual(png_size(png), (fig["width"], fig["height"]))
            test.assertEqual(len(png), fig["bytes"])
            # The text block says how big the image is; the image is not in it.
            test.assertNotIn(block["data"][:64], self.text)
            self.pngs.append(png)

    @property
    def sizes(self):
        return [(f["width"], f["height"]) for f in self.sc.get("figures", [])]


class ScienceTest(ServerCase):
    stop_timeout = 60

    def need(self, *names):
        for n in names:
            if not available(n):
                self.skipTest("%s is not available here: %s" % (n, STATES.get(n, "not listed")))

    def call(self, code, c=None, timeout=SCIENCE_CALL, **args):
        return Call(self, (c or self.c).request("tools/call", call_params(code, **args), timeout=timeout))

    def ok(self, code, c=None, **args):
        """Runs code; it must succeed; returns the checked Call."""
        r = self.call(code, c, **args)
        self.assertIsNone(r.sc["error"], r.sc)
        return r

    def error(self, code, etype, c=None, **args):
        r = self.call(code, c, **args)
        self.assertEqual(r.sc["error"] and r.sc["error"]["type"], etype, r.sc)
        self.assertIsNone(r.sc["result"], r.sc)
        return r.sc["error"]


class ClassServer(ScienceTest):
    """One `safepy mcp OPTS` for the tests of a class (each start of a science template
    costs seconds of CPU: the fewer, the faster the file on a loaded machine)."""
    OPTS = ()

    @classmethod
    def setUpClass(cls):
        cls.c = CheckedClient([SAFEPY, "mcp"] + list(cls.OPTS))

    @classmethod
    def tearDownClass(cls):
        c = cls.c
        if c.proc.poll() is None and not c.proc.stdin.closed:
            rc, rest = c.finish(60)
            assert rc == 0 and [m for m in rest if "method" in m] == [], (rc, rest)
        else:
            c.dispose()


class Shared(ScienceTest):
    """One `safepy mcp` for every class below that only makes calls (its science template
    starts once for them all); closed in tearDownModule."""
    client = None
    # Room for the sessions of the tests below (each keeps a worker).
    OPTS = ("--max-workers", "16", "--max-sessions", "16")

    def setUp(self):
        if Shared.client is None or Shared.client.proc.poll() is not None:
            Shared.client = CheckedClient([SAFEPY, "mcp"] + list(self.OPTS))
        self.c = Shared.client


# ---------------------------------------------------------------------------
class Figures(Shared):
    def test_one_plot_is_one_png_image_after_the_text(self):
        r = self.ok("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nNone")
        self.assertEqual([b["type"] for b in r.content], ["text", "image"])
        self.assertLessEqual({"type", "data", "mimeType"}, set(r.content[1]))
        self.assertEqual(r.content[1]["mimeType"], "image/png")
        png = base64.b64decode(r.content[1]["data"], validate=True)
        self.assertEqual(png[:8], PNG_SIGNATURE)
        # matplotlib's default figure: 6.4 x 4.8 inches at 100 dpi.
        self.assertEqual(png_size(png), (640, 480))
        self.assertEqual(r.sc["figures"], [{"width": 640, "height": 480, "bytes": len(png)}])
        self.assertEqual(r.sc["figures_dropped"], 0)
        # The text block describes the figure, never holds its data.
        self.assertNotIn("png", json.loads(r.text)["figures"][0])
        self.assertNotIn(r.content[1]["data"][:32], r.text)
        self.assertLess(len(r.text), 2000, r.text)
        self.assertEqual((r.sc["result"], r.sc["logs"]), (None, ""))

    def test_figsize_and_dpi(self):
        r = self.ok("import matplotlib.pyplot as plt\nfig = plt.figure(figsize=(3, 2), dpi=50)\n"
                    "plt.plot([1, 2])\nNone")
        self.assertEqual(r.sizes, [(150, 100)])
        self.assertEqual(png_size(r.pngs[0]), (150, 100))
        self.assertEqual(r.sc["figures_dropped"], 0)

    def test_show_twice_gives_two_images_in_order(self):
        r = self.ok("import matplotlib.pyplot as plt\n"
                    "plt.figure(figsize=(2, 1), dpi=50)\nplt.plot([1, 2])\nplt.show()\n"
                    "plt.figure(figsize=(3, 1), dpi=50)\nplt.plot([2, 1])\nplt.show()\n"
                    "plt.get_fignums()")
        self.assertEqual(r.sizes, [(100, 50), (150, 50)])
        self.assertEqual([png_size(p) for p in r.pngs], [(100, 50), (150, 50)])
        self.assertEqual(r.sc["figures_dropped"], 0)
        # show() closed them: the end of the call has nothing more to add.
        self.assertEqual(r.sc["result"], [])

    def test_text_and_math_text_render_in_every_font_set(self):
        """Fonts are in memory after the lockdown: plain text in each family and style, and
        math text in each of matplotlib's font sets, draws glyphs (dark pixels where the
        text is) and the figures come back without a note."""
        r = self.ok("import matplotlib\nimport numpy as np\nimport matplotlib.pyplot as plt\n"
                    "def ink(text, **kw):\n"
                    "    fig = plt.figure(figsize=(4, 1), dpi=50)\n"
                    "    fig.text(0.05, 0.3, text, fontsize=14, **kw)\n"
                    "    fig.canvas.draw()\n"
                    "    px = np.asarray(fig.canvas.buffer_rgba())[..., :3]\n"
                    "    return int((px < 128).any(axis=2).sum())\n"
                    "out = {}\n"
                    "for fs in ['dejavusans', 'dejavuserif', 'cm', 'stix', 'stixsans']:\n"
                    "    with matplotlib.rc_context({'mathtext.fontset': fs}):\n"
                    "        out[fs] = ink(r'$\\alpha^2 + \\sum_i \\int_0^\\infty \\frac{x}{2}\\,dx$')\n"
                    "for fam in ['sans-serif', 'serif', 'monospace']:\n"
                    "    out[fam] = ink('Mean (kg)', family=fam, weight='bold', style='italic')\n"
                    "out['blank'] = ink(' ')\n"
                    "plt.close('all')\n"
                    "plt.figure(figsize=(2, 2), dpi=40)\nplt.title(r'$x^2$')\nplt.xlabel(r'$\\mu$ [s]')\n"
                    "out")
        inks = r.sc["result"]
        self.assertEqual(inks.pop("blank"), 0, r.sc)
        for name, n in inks.items():
            self.assertGreater(n, 40, "%s drew no text: %r" % (name, r.sc))
        self.assertEqual(r.sizes, [(80, 80)])
        self.assertEqual(r.sc["logs"], "")

    def test_savefig_to_memory_in_each_format(self):
        """Raster formats and SVG into a BytesIO work (every Pillow plugin is loaded at
        start); PDF and PostScript, which embed font files, refuse with a SandboxError."""
        r = self.ok("import io\nimport matplotlib.pyplot as plt\nplt.plot([1, 2])\nout = {}\n"
                    "for fmt in ('png', 'svg', 'jpg', 'tiff', 'webp', 'raw', 'pdf', 'ps', 'eps'):\n"
                    "    b = io.BytesIO()\n"
                    "    try:\n"
                    "        plt.gcf().savefig(b, format=fmt)\n"
                    "        out[fmt] = b.getvalue()[:4].hex()\n"
                    "    except Exception as e:\n"
                    "        out[fmt] = '%s: %s' % (type(e).__name__, e)\n"
                    "plt.close('all')\nout")
        out = r.sc["result"]
        self.assertEqual({k: out[k] for k in ("png", "svg", "jpg", "tiff", "webp")},
                         {"png": "89504e47", "svg": "3c3f786d", "jpg": "ffd8ffe0", "tiff": "49492a00",
                          "webp": "52494646"}, out)
        self.assertEqual(len(out["raw"]), 8, out)
        for fmt in ("pdf", "ps", "eps"):
            self.assertEqual(out[fmt], "SandboxError: savefig to PDF or PostScript is not available in "
                             "the sandbox (they embed font files, which a worker cannot read); PNG, "
                             "SVG, JPEG and the raw formats work")

    def test_at_most_four_figures(self):
        r = self.ok("import matplotlib.pyplot as plt\nfor i in range(6):\n"
                    "    plt.figure(figsize=(1 + i, 1), dpi=20)\n    plt.plot([0, i])\nNone")
        self.assertEqual(r.sizes, [(20, 20), (40, 20), (60, 20), (80, 20)])
        self.assertEqual(r.sc["figures_dropped"], 2)
        self.assertEqual(len(r.content), 5)

    def test_a_call_without_a_figure_has_no_figures_member(self):
        for code in ("import matplotlib.pyplot as plt\nplt.get_fignums()",
                     "import numpy as np\nint(np.arange(4).sum())", "1 + 1"):
            with self.subTest(code=code):
                r = self.ok(code)
                self.assertNotIn("figures", r.sc)
                self.assertNotIn("figures_dropped", r.sc)
                self.assertEqual([b["type"] for b in r.content], ["text"])
        # An error without a figure neither.
        r = self.call("import matplotlib.pyplot as plt\n1 / 0")
        self.assertEqual(r.sc["error"]["type"], "ZeroDivisionError")
        self.assertNotIn("figures", r.sc)
        self.assertEqual(len(r.content), 1)

    def test_figures_of_an_earlier_call_never_come_back(self):
        self.assertEqual(self.ok("import matplotlib.pyplot as plt\nplt.figure(figsize=(2, 2), dpi=50)\n"
                                 "plt.plot([1])\nNone").sizes, [(100, 100)])
        # Every call without a session starts from the template: no figure is open there
        # (its warm-up drew some), none of the earlier call.
        r = self.ok("import matplotlib.pyplot as plt\nplt.get_fignums()")
        self.assertEqual(r.sc["result"], [])
        self.assertNotIn("figures", r.sc)
        r = self.ok("import matplotlib.pyplot as plt\nplt.figure(figsize=(3, 3), dpi=50)\nplt.plot([1])\nNone")
        self.assertEqual(r.sizes, [(150, 150)])

    def test_figures_of_an_earlier_call_never_come_back_in_a_session(self):
        s = {"session": "figs"}
        r = self.ok("import matplotlib.pyplot as plt\nfig, ax = plt.subplots(figsize=(2, 2), dpi=50)\n"
                    "ax.plot([1, 2])\nNone", **s)
        self.assertEqual((r.sizes, r.sc["session"]), ([(100, 100)], {"name": "figs", "new": True}))
        r = self.ok("x = 1\nplt.get_fignums()", **s)
        self.assertEqual(r.sc["result"], [])
        self.assertNotIn("figures", r.sc)
        # Drawing again on the closed figure's axes does not bring it back.
        r = self.ok("ax.plot([2, 1])\nNone", **s)
        self.assertNotIn("figures", r.sc)
        # A new figure is returned alone.
        r = self.ok("plt.figure(figsize=(3, 1), dpi=50)\nplt.plot([1])\nplt.show()\nNone", **s)
        self.assertEqual(r.sizes, [(150, 50)])
        r = self.ok("y = 2", **s)
        self.assertNotIn("figures", r.sc)
        self.assertEqual(len(r.content), 1)


class PreloadAndFigureLimits(ClassServer):
    """--preload science starts the science template with the server, before any call.
    --max-figures 2 --max-figure-bytes 5000: a default 640x480 plot is far more than 5000
    bytes of PNG; a 20x20 one far less."""
    OPTS = ("--preload", "science", "--max-figures", "2", "--max-figure-bytes", "5000")

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        try:
            cls.preloaded = wait_for(lambda: science_procs(cls.c.proc.pid), TEMPLATE_START,
                                     "a safepy-worker --science")
        except TimeoutError as e:
            cls.preloaded = str(e)

    def test_preload_starts_it_before_any_call(self):
        self.assertIsInstance(self.preloaded, list, self.preloaded)
        self.assertEqual(self.ok("import numpy as np\nint(np.arange(5).sum())").sc["result"], 10)
        self.assertEqual(self.ok("1 + 1").sc["result"], 2)

    def test_limits(self):
        big = "plt.figure()\nplt.plot(range(100))\n"
        tiny = "plt.figure(figsize=(%d, 1), dpi=20)\nplt.plot([0, 1])\n"
        with self.subTest("over the byte limit"):
            r = self.ok("import matplotlib.pyplot as plt\n" + big + "None")
            self.assertEqual((r.sc["figures"], r.sc["figures_dropped"]), ([], 1))
            self.assertEqual([b["type"] for b in r.content], ["text"])
        with self.subTest("over the count limit"):
            r = self.ok("import matplotlib.pyplot as plt\n" + tiny % 1 + tiny % 2 + tiny % 3 + "None")
            self.assertEqual((r.sizes, r.sc["figures_dropped"]), ([(20, 20), (40, 20)], 1))
        with self.subTest("one over the byte limit among small ones"):
            r = self.ok("import matplotlib.pyplot as plt\n" + tiny % 1 + big + tiny % 3 + "None")
            self.assertEqual((r.sizes, r.sc["figures_dropped"]), ([(20, 20), (60, 20)], 1))
            self.assertLessEqual(sum(f["bytes"] for f in r.sc["figures"]), 5000)


# ---------------------------------------------------------------------------
class Results(Shared):
    def test_ndarray(self):
        r = self.ok("import numpy as np\nnp.arange(12, dtype=np.float64).reshape(3, 4)")
        self.assertEqual(r.sc["result_type"], "ndarray[float64](3, 4)")
        self.assertEqual(r.sc["result"], [[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]])
        r = self.ok("import numpy as np\nnp.arange(10)")
        self.assertEqual((r.sc["result"], r.sc["result_type"]), (list(range(10)), "ndarray[int64](10,)"))
        r = self.ok("import numpy as np\nnp.array([1.5, np.nan, np.inf])")
        self.assertEqual((r.sc["result"], r.sc["result_type"]), ([1.5, "nan", "inf"], "ndarray[float64](3,)"))

    def test_numpy_scalars(self):
        r = self.ok("import numpy as np\nnp.int64(7)")
        self.assertEqual((r.sc["result"], r.sc["result_type"]), (7, "int64"))
        self.assertIs(type(r.sc["result"]), int)
        r = self.ok("import numpy as np\n[np.float64(1.5), np.bool_(True), np.int32(-3), np.complex128(1 + 2j)]")
        self.assertEqual(r.sc["result"], [1.5, True, -3, "(1+2j)"])

    def test_dataframe_and_series(self):
        self.need("pandas")
        r = self.ok("import pandas as pd\npd.DataFrame({'a': [1, 2], 'b': [3.5, 4.5]})")
        self.assertEqual(r.sc["result_type"], "DataFrame(2, 2)")
        self.assertEqual(r.sc["result"], {"repr": "   a    b\n0  1  3.5\n1  2  4.5", "shape": [2, 2],
                                          "columns": ["a", "b"], "index": [0, 1],
                                          "data": [[1, 3.5], [2, 4.5]]})
        r = self.ok("import pandas as pd\npd.Series([1.0, 2.0], name='v')")
        self.assertEqual(r.sc["result_type"], "Series[float64](2,)")
        self.assertEqual(r.sc["result"], {"repr": "0    1.0\n1    2.0\nName: v, dtype: float64",
                                          "name": "v", "shape": [2], "index": [0, 1], "data": [1.0, 2.0]})

    def test_sympy(self):
        self.need("sympy")
        r = self.ok("import sympy\nx = sympy.Symbol('x')\nsympy.expand((x + 1) ** 2)")
        self.assertEqual((r.sc["result"], r.sc["result_type"]), ("x**2 + 2*x + 1", "Add"))


# ---------------------------------------------------------------------------
class FilesOutOfReach(Shared):
    def setUp(self):
        super().setUp()
        self.dir = tempfile.mkdtemp(prefix="safepy-science-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_file_calls_fail_and_write_nothing(self):
        d = self.dir
        cases = [  # (needs, code, line of the file call)
            ("numpy", "import numpy as np\nnp.load('/etc/passwd')", 2),
            ("numpy", "import numpy as np\nnp.save(%r, np.zeros(3))" % (d + "/x"), 2),
            ("numpy", "import numpy as np\nnp.savetxt(%r, [1, 2])" % (d + "/t.txt"), 2),
            ("numpy", "import numpy as np\nnp.fromfile('/etc/passwd')", 2),
            ("numpy", "import numpy as np\nimport numpy.lib.format as fmt\n"
                      "fmt.open_memmap(%r, mode='w+', dtype='f8', shape=(3,))" % (d + "/m.npy"), 3),
            ("pandas", "import pandas as pd\npd.read_csv('/etc/passwd')", 2),
            ("matplotlib", "import matplotlib.pyplot as plt\nplt.plot([1])\nplt.savefig(%r)" % (d + "/x.png"), 3),
        ]
        for needs, code, line in cases:
            with self.subTest(code=code):
                if not available(needs):
                    continue
                r = self.call(code)
                err = r.sc["error"]
                self.assertIsNotNone(err, r.sc)
                self.assertTrue(err["type"] == "PermissionError" or
                                (err["type"] == "SandboxError" and re.search(r"\bopen\b", err["message"])),
                                "want SandboxError naming 'open', or PermissionError: %r" % (err,))
                self.assertEqual(err["line"], line, err)
                self.assertEqual(os.listdir(d), [])
        self.assertEqual(self.ok("1 + 1").sc["result"], 2)
        self.assertEqual(self.ok("import numpy as np\nint(np.ones(3).sum())").sc["result"], 3)
        self.assertEqual(os.listdir(d), [])

    def test_the_refusal_names_the_path(self):
        # A savefig or read_csv deep inside a library says which file it wanted.
        err = self.error("import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig('plot.png')",
                         "SandboxError")
        self.assertEqual(err["message"], "operation 'open' is not allowed in the sandbox (there are "
                         "no files: 'plot.png')")
        if available("pandas"):
            err = self.error("import pandas as pd\npd.read_csv(%r)" % ("d/" * 300), "SandboxError")
            self.assertEqual(err["message"], "operation 'open' is not allowed in the sandbox (there are "
                             "no files: %s)" % repr("d/" * 300)[:200])


# ---------------------------------------------------------------------------
class Routing(ScienceTest):
    """The promise of the science template: calls that name none of its libraries keep
    the small template's speed and memory."""
    PLAIN = ("1 + 1", "import math\nmath.pi", "print('hi')", "sum(range(10))",
             "x = [i * i for i in range(100)]",
             "import json\njson.dumps({'a': 1})",
             # Words that only contain a library's name are not its name.
             "numpy_like = 'numpyish'\nmy_pandas = 2\nscipy2 = sympy_x = 3",
             "import statistics\nstatistics.mean([1, 2, 3])")

    def test_plain_calls_never_start_it_the_first_numpy_call_does(self):
        c = self.server()
        wait_for(lambda: workers(c.proc.pid), TEMPLATE_START, "the Python template")
        for code in self.PLAIN:
            with self.subTest(code=code):
                self.assertIsNone(self.call(code, c).sc["error"])
                self.assertEqual(science_procs(c.proc.pid), [])
        # Nor is it started a moment later, on its own: the base pool settles with none.
        wait_for(lambda: all((proc_stat(p) or ("S",))[0] == "S" for p in workers(c.proc.pid)),
                 TEMPLATE_START, "the server's workers waiting")
        self.assertEqual(science_procs(c.proc.pid), [])
        r = self.ok("import numpy as np\nnp.ones(2)", c)
        self.assertEqual(r.sc["result"], [1.0, 1.0])
        procs = science_procs(c.proc.pid)
        self.assertTrue(procs, "no safepy-worker --science after a call that imports numpy")
        # It stays for the next calls (the same template: its pid and start time).
        tpl = min(procs, key=lambda p: proc_stat(p)[2])
        start = proc_stat(tpl)[2]
        self.ok("import numpy as np\nnp.zeros(1)", c)
        self.assertTrue(alive(tpl, start), "the science template did not stay")



# ---------------------------------------------------------------------------
class Threads(Shared):
    def test_every_worker_has_one_thread_during_a_matmul(self):
        self.ok("import numpy as np\nnp.ones(1)")  # the science template is up
        server = self.c.proc.pid
        id = self.c.start("tools/call", call_params(
            "import numpy as np\nimport time\na = np.random.rand(300, 300)\nn = 0\n"
            "t = time.process_time()\nwhile time.process_time() - t < 1.5:\n    b = a @ a\n    n += 1\n"
            "[n > 0, b.shape]", timeout_s=200))
        base = {}

        def busy():
            """The one science process to use 0.3 s of CPU from the first look at it (the
            template and warm workers wait; the call's worker computes)."""
            found = []
            for p, start in workers(server).items():
                st = proc_stat(p)
                if st is None or b"--science" not in cmdline(p):
                    continue
                base.setdefault((p, start), st[1])
                if st[1] - base[(p, start)] >= 0.3 * HZ:
                    found.append((st[1] - base[(p, start)], p, start))
            # A fresh warm worker computes for a moment too (its prefault): the call's
            # worker is the one that keeps computing.
            return max(found)[1:] if found else None
        pid, start = wait_for(busy, 120, "the worker multiplying matrices")
        samples, seen = 0, {}
        while alive(pid, start):
            for p in workers(server):
                n = threads(p)
                if n is not None:
                    seen.setdefault(p, set()).add(n)
            samples += 1
            time.sleep(0.02)
        r = Call(self, self.c.wait(id, SCIENCE_CALL))
        self.assertIsNone(r.sc["error"], r.sc)
        self.assertEqual(r.sc["result"], [True, [300, 300]])
        self.assertGreaterEqual(samples, 3, "sampled the busy worker too few times")
        self.assertIn(pid, seen)
        self.assertEqual({p: n for p, n in seen.items() if n != {1}}, {},
                         "safepy-worker processes with more than one thread")


# ---------------------------------------------------------------------------
class Randomness(Shared):
    CODE = "import numpy as np\n[np.random.rand(), np.random.default_rng().random()]"

    def test_fresh_calls_differ(self):
        a = self.ok(self.CODE).sc["result"]
        b = self.ok(self.CODE).sc["result"]
        self.assertNotEqual(a[0], b[0])
        self.assertNotEqual(a[1], b[1])

    def test_sessions_differ(self):
        a = self.ok(self.CODE, session="rand-a").sc["result"]
        b = self.ok(self.CODE, session="rand-b").sc["result"]
        self.assertNotEqual(a[0], b[0])
        self.assertNotEqual(a[1], b[1])
        # And the stream goes on within a session.
        c = self.ok("np.random.rand()", session="rand-a").sc["result"]
        self.assertNotIn(c, (a[0], b[0]))


# ---------------------------------------------------------------------------
class Sessions(Shared):
    def test_arrays_stay_in_a_session_that_imported_numpy_first(self):
        r = self.ok("import numpy as np\na = np.arange(6).reshape(2, 3)", session="np1")
        self.assertEqual((r.sc["result"], r.sc["result_type"]), ([[0, 1, 2], [3, 4, 5]], "ndarray[int64](2, 3)"))
        self.assertEqual(r.sc["session"], {"name": "np1", "new": True})
        # Later calls need not name numpy.
        r = self.ok("a.sum(axis=0)", session="np1")
        self.assertEqual((r.sc["result"], r.sc["session"]["new"]), ([3, 5, 7], False))
        self.assertEqual(self.ok("a = a * 2\nint(np.linalg.matrix_rank(a))", session="np1").sc["result"], 2)
        self.assertEqual(self.ok("a.tolist()", session="np1").sc["result"], [[0, 2, 4], [6, 8, 10]])

    def test_numpy_in_a_session_that_started_without_it(self):
        r = self.ok("x = 1", session="plain1")
        self.assertEqual(r.sc["session"], {"name": "plain1", "new": True})
        err = self.error("import numpy as np\nnp.ones(2)", "ModuleNotFoundError", session="plain1")
        self.assertEqual(err["message"], "import of 'numpy': the scientific libraries are loaded only for "
                                         "calls that name them; write `import numpy` in the code of the call "
                                         "(or of the session's first call)")
        self.assertEqual(err["line"], 1)
        # The session is still there.
        r = self.ok("x + 1", session="plain1")
        self.assertEqual((r.sc["result"], r.sc["session"]["new"]), (2, False))


# ---------------------------------------------------------------------------
class DenyImport(ClassServer):
    OPTS = ("--deny-import", "numpy")

    def test_numpy_taken_away(self):
        err = self.error("import numpy", "ModuleNotFoundError")
        self.assertTrue(err["message"].startswith("import of 'numpy' is not allowed: this server's policy "
                                                  "takes it away; allowed: "), err)
        self.assertEqual(err["line"], 1)
        # Also in a call that starts the science template, and for a submodule.
        if available("pandas"):
            err = self.error("import pandas as pd\nimport numpy as np", "ModuleNotFoundError")
            self.assertIn("import of 'numpy' is not allowed: this server's policy takes it away", err["message"])
            self.assertEqual(err["line"], 2)
        err = self.error("import numpy.linalg", "ModuleNotFoundError")
        self.assertIn("policy takes it away", err["message"])

    def test_pandas_still_works(self):
        self.need("pandas")
        r = self.ok("import pandas as pd\npd.DataFrame({'a': [1, 2]})")
        self.assertEqual((r.sc["result_type"], r.sc["result"]["data"]), ("DataFrame(2, 1)", [[1], [2]]))

    def test_policy_shows_it_taken_away(self):
        pol = policy("--deny-import", "numpy")
        states = {e["name"]: e["state"] for e in pol["scientific_imports"]}
        self.assertEqual(states["numpy"], "taken away (--deny-import)")
        self.assertTrue(states["matplotlib"].startswith("available"), states)
        self.assertEqual(pol["taken_away_imports"], ["numpy"])

    def test_seaborn_goes_with_matplotlib_or_pandas(self):
        for lib in ("matplotlib", "pandas"):
            pol = policy("--deny-import", lib)
            states = {e["name"]: e["state"] for e in pol["scientific_imports"]}
            self.assertEqual(states["seaborn"], "taken away (--deny-import)", (lib, states))
            self.assertIn("seaborn", pol["taken_away_imports"])
        pol = policy("--deny-import", "sympy")
        self.assertEqual(pol["taken_away_imports"], ["sympy"])


class Policy(unittest.TestCase):
    def test_scientific_imports(self):
        pol = policy()
        entries = pol["scientific_imports"]
        self.assertEqual(sorted(e["name"] for e in entries), sorted(SCIENCE_NAMES))
        for e in entries:
            self.assertEqual(set(e), {"name", "reason", "state"}, e)
            self.assertTrue(e["reason"] and e["state"], e)
        self.assertEqual(pol["taken_away_imports"], [])


# ---------------------------------------------------------------------------
class PythonPath(ScienceTest):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="safepy-pypath-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        with open(os.path.join(self.dir, "mymod.py"), "w") as f:
            f.write("NAME = 'mymod'\n\ndef double(x):\n    return 2 * x\n")

    def test_module_of_python_path(self):
        c = self.server("--python-path", self.dir, "--allow-import", "mymod")
        r = self.ok("import mymod\n[mymod.NAME, mymod.double(21)]", c)
        self.assertEqual(r.sc["result"], ["mymod", 42])
        # In the science template too.
        r = self.ok("import mymod\nimport numpy as np\nmymod.double(np.arange(3))", c)
        self.assertEqual((r.sc["result"], r.sc["result_type"]), ([0, 2, 4], "ndarray[int64](3,)"))

    def test_missing_directory_is_a_usage_error(self):
        missing = os.path.join(self.dir, "no-such-dir")
        for cmd in ("mcp", "policy"):
            with self.subTest(cmd=cmd):
                p = subprocess.run([SAFEPY, cmd, "--python-path", missing, "--allow-import", "mymod"],
                                   stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
                self.assertEqual(p.returncode, 2, p)
                self.assertEqual(p.stdout, b"")
                first = p.stderr.decode(errors="replace").splitlines()[0]
                self.assertEqual(first, "safepy: --python-path %s: No such file or directory" % missing)


# ---------------------------------------------------------------------------
class Run(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="safepy-run-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.file = os.path.join(self.dir, "plot.py")
        with open(self.file, "w") as f:
            f.write("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\n"
                    "plt.figure(figsize=(2, 1), dpi=50)\nplt.plot([1])\nNone\n")

    def run_safepy(self, *args):
        return subprocess.run([SAFEPY, "run", self.file] + list(args), cwd=self.dir,
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=SCIENCE_CALL)

    def test_figures_dir(self):
        out = os.path.join(self.dir, "figs")
        os.mkdir(out)
        p = self.run_safepy("--figures", out)
        self.assertEqual(p.returncode, 0, p)
        self.assertEqual(sorted(os.listdir(out)), ["figure-1.png", "figure-2.png"])
        for name, size in (("figure-1.png", (640, 480)), ("figure-2.png", (100, 50))):
            with open(os.path.join(out, name), "rb") as f:
                self.assertEqual(png_size(f.read()), size)
        self.assertIn(b"wrote", p.stderr)
        self.assertIn(os.path.join(out, "figure-1.png").encode(), p.stderr)

    def test_without_figures_nothing_is_written(self):
        p = self.run_safepy()
        self.assertEqual(p.returncode, 0, p)
        self.assertEqual(os.listdir(self.dir), ["plot.py"])
        err = p.stderr.decode(errors="replace")
        self.assertIn("figure 1 not written (give --figures DIR to keep it)", err)
        self.assertIn("figure 2 not written", err)


# ---------------------------------------------------------------------------
PROBE = ("out = {}\n"
         "def t(name, f):\n"
         "    try:\n"
         "        f()\n"
         "    except Exception as e:\n"
         "        out[name] = '%s: %s' % (type(e).__name__, str(e)[:160])\n")


class UsualCalls(Shared):
    """What a notebook user writes first works; each probe is one call returning the
    failures {name: 'Type: message'}."""
    maxDiff = None

    def probe(self, code):
        r = self.ok(PROBE + code + "\nout")
        self.assertEqual(r.sc["result"], {})

    def test_numpy(self):
        self.probe("import numpy as np\na = np.arange(12.0).reshape(3, 4)\n"
                   "t('fft', lambda: np.fft.fft(a))\n"
                   "t('eig', lambda: np.linalg.eig(a @ a.T))\n"
                   "t('polyfit', lambda: np.polyfit([1, 2, 3], [1, 4, 9], 2))\n"
                   "t('histogram', lambda: np.histogram(a))\n"
                   "t('datetime', lambda: np.datetime64('2024-01-01') + np.arange(3))\n"
                   "t('char', lambda: np.char.upper(np.array(['a'])))\n"
                   "t('loadtxt_lines', lambda: np.loadtxt(['1 2', '3 4']))\n"
                   "t('masked', lambda: np.ma.masked_array([1, 2], mask=[0, 1]).mean())")

    def test_pandas(self):
        self.need("pandas")
        self.probe("import pandas as pd\n"
                   "df = pd.DataFrame({'a': [1, 2, 3], 'b': [4.0, 5.5, 6.5], 'k': ['x', 'y', 'x']})\n"
                   "class Text:\n"
                   "    def __init__(self, s):\n        self.s = s\n"
                   "    def read(self, n=-1):\n        s, self.s = self.s, ''\n        return s\n"
                   "    def __iter__(self):\n        return iter(self.read().splitlines(True))\n"
                   "t('describe', lambda: df.describe())\n"
                   "t('groupby', lambda: df.groupby('k').sum())\n"
                   "t('to_csv', lambda: df.to_csv())\n"
                   "t('read_csv_text', lambda: pd.read_csv(Text('a,b\\n1,2\\n')))\n"
                   "t('to_html', lambda: df.to_html())\n"
                   "t('to_json', lambda: df.to_json())\n"
                   "t('crosstab', lambda: pd.crosstab(df.k, df.a))\n"
                   "t('resample', lambda: pd.Series([1, 2, 3], index=pd.date_range('2024-01-01', periods=3))"
                   ".resample('2D').sum())\n"
                   "t('tz', lambda: pd.Timestamp('2024-01-01', tz='Europe/Paris'))\n"
                   "t('plot', lambda: df.plot())")

    def test_scipy(self):
        self.need("scipy")
        self.probe("from scipy import optimize, stats, integrate, interpolate, signal\n"
                   "t('minimize', lambda: optimize.minimize(lambda v: (v[0] - 1) ** 2, [0.0]))\n"
                   "t('curve_fit', lambda: optimize.curve_fit(lambda x, a, b: a * x + b, [1, 2, 3], [2, 4, 6]))\n"
                   "t('ttest', lambda: stats.ttest_ind([1, 2, 3], [2, 3, 4]))\n"
                   "t('solve_ivp', lambda: integrate.solve_ivp(lambda s, y: -y, [0, 1], [1.0]))\n"
                   "t('spline', lambda: interpolate.CubicSpline([1, 2, 3], [1, 4, 9])(2.5))\n"
                   "t('butter', lambda: signal.filtfilt(*signal.butter(2, 0.2), list(range(20))))")

    def test_sympy(self):
        self.need("sympy")
        self.probe("import sympy as sp\nx = sp.Symbol('x')\n"
                   "t('solve', lambda: sp.solve(x ** 2 - 4, x))\n"
                   "t('integrate', lambda: sp.integrate(sp.exp(-x ** 2), (x, -sp.oo, sp.oo)))\n"
                   "t('latex', lambda: sp.latex(x ** 2 / 3))\n"
                   "t('lambdify', lambda: sp.lambdify(x, sp.sin(x))(1.0))\n"
                   "t('nsolve', lambda: sp.nsolve(sp.cos(x) - x, x, 1))")

    def test_matplotlib(self):
        self.probe("import matplotlib.pyplot as plt\nimport numpy as np\n"
                   "t('style', lambda: plt.style.use('ggplot'))\n"
                   "t('contourf', lambda: plt.contourf([[1, 2], [3, 4]]))\n"
                   "t('imshow', lambda: plt.colorbar(plt.imshow(np.eye(3))))\n"
                   "t('hist', lambda: plt.hist([1, 2, 2, 3]))\n"
                   "t('3d', lambda: plt.figure().add_subplot(projection='3d').plot([1], [1], [1]))\n"
                   "t('xkcd', lambda: plt.xkcd())\n"
                   "plt.close('all')")

    def test_a_submodule_not_loaded_says_so(self):
        # Loading happens before the lockdown; a rare submodule left out of it cannot come
        # later, and the error says so instead of calling it forbidden.
        self.need("sympy")
        err = self.error("import sympy\nimport sympy.physics.mechanics", "ModuleNotFoundError")
        self.assertEqual(err["message"], "No module named 'sympy.physics.mechanics': the sandbox has "
                         "the usual submodules of sympy, loaded when it started, and can load no other")
        self.assertEqual(err["line"], 2)

    def test_module_attributes(self):
        # Submodules reached as attributes, as in CPython (np.char.upper, plt.cm.viridis,
        # plt.style.use, pd.offsets.Day, scipy.signal after `import scipy`).
        want = {"np": ("char", "rec", "emath", "ma", "fft", "linalg", "random", "polynomial", "testing"),
                "plt": ("cm", "style", "rcParams"),  # (pyplot has no colors or ticker)
                "mpl": ("cm", "colors", "style", "ticker", "patches", "patheffects", "pyplot")}
        imports = "import numpy as np\nimport matplotlib as mpl\nimport matplotlib.pyplot as plt\n"
        if available("pandas"):
            want["pd"] = ("api", "plotting", "offsets", "errors")
            imports += "import pandas as pd\n"
        if available("scipy"):
            want["scipy"] = ("stats", "optimize", "linalg", "signal", "sparse", "interpolate")
            imports += "import scipy\n"
        r = self.ok(imports + "{m: [n for n in names if not hasattr(globals()[m], n)] for m, names in %r.items()}"
                    % (want,))
        self.assertEqual({m: missing for m, missing in r.sc["result"].items() if missing}, {})


if __name__ == "__main__":
    run_main()
