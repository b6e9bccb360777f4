#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Python layer's refusals, where they happen (issue 14's policy).

The conformance suite (tests/conformance) compares safepy with plain CPython, so it can
only hold code the policy lets through: a denied name in code that never runs, id(),
vars(), module dunders... The refusals themselves are not CPython behaviour; they are
checked here, each against the output written out by hand from the policy:

- a denied attribute name (__globals__, __code__, frames...) is refused where the access
  runs, by syntax (load, store, del, augmented assignment, match keyword patterns) or by
  getattr/setattr/delattr/hasattr (a default does not help): SandboxError "access to
  attribute 'NAME' is not allowed", at the access's line, after what earlier lines printed;
  SandboxError is an Exception, not an AttributeError;
- a removed builtin raises SandboxError "NAME() is not available in the sandbox (REASON)";
- a name removed from an allowed module's view (io.open, io.FileIO) raises SandboxError
  "MODULE.NAME() is not available in the sandbox (REASON)"; the rest of the module works;
- an import outside the allowlist is a ModuleNotFoundError "import of 'NAME' is not
  allowed; allowed: ...", catchable as ImportError, with e.name set;
- what the audit hook catches (a denied attribute read through the C API) is SandboxError
  "operation 'EVENT' is not allowed in the sandbox (attribute 'NAME')".

Run: SAFEPY=build/safepy python3 tests/e2e/test_policy.py
"""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
sys.path.insert(0, HERE)

from e2eutil import CheckedClient, run_main  # noqa: E402

# The denied attribute names, as the policy lists them (policy/rules.c, `safepy policy`).
DENIED = ("__globals__", "__builtins__", "__code__", "__closure__", "__subclasses__", "__self__",
          "gi_frame", "gi_code", "cr_frame", "cr_code", "ag_frame", "ag_code", "tb_frame",
          "f_back", "f_globals", "f_locals", "f_builtins", "f_code")
REMOVED = ("open", "input", "breakpoint", "help", "eval", "exec", "compile", "copyright",
           "credits", "license")
REMOVED_MODULE_NAMES = ("io.open", "io.open_code", "io.FileIO")


def refused(name):
    return "access to attribute '%s' is not allowed" % name


class Policy(unittest.TestCase):
    """One server for the whole class: every call is independent (a fresh worker)."""

    @classmethod
    def setUpClass(cls):
        cls.c = CheckedClient()

    @classmethod
    def tearDownClass(cls):
        rc, rest = cls.c.finish()
        assert rest == [] and rc == 0, (rc, rest)

    def run_code(self, code):
        return self.c.run(code, timeout=60)

    def check(self, code, logs, etype=None, message=None, line=None, prefix=False):
        """Runs code; logs must match exactly; the error is (etype, message, line) or none.
        prefix=True: message is only the start of error.message."""
        out = self.run_code(code)
        self.assertEqual(out["logs"], logs, code)
        err = out["error"]
        if etype is None:
            self.assertIsNone(err, code)
            return out
        self.assertIsNotNone(err, code)
        got = (err["type"], err["message"][:len(message)] if prefix else err["message"], err["line"])
        self.assertEqual(got, (etype, message, line), code)
        self.assertIsNone(out["result"])
        return out

    # -- denied attribute names, by syntax -----------------------------------
    def test_load_refused_at_its_line_after_earlier_prints(self):
        self.check('print("one")\n'
                   'def f():\n'
                   '    return 1\n'
                   'print("two")\n'
                   'g = f.__globals__\n'
                   'print("never")\n',
                   "one\ntwo\n", "SandboxError", refused("__globals__"), 5)

    def test_every_denied_name_is_refused_on_load(self):
        for name in DENIED:
            with self.subTest(name=name):
                self.check("class O:\n    pass\no = O()\nprint('before')\no.%s\n" % name,
                           "before\n", "SandboxError", refused(name), 5)

    def test_store_refused_after_its_value_is_evaluated(self):
        # CPython evaluates the value before the target's object: the print runs.
        self.check('def f():\n'
                   '    return 1\n'
                   'f.__code__ = print("value first") or None\n',
                   "value first\n", "SandboxError", refused("__code__"), 3)

    def test_del_and_augmented_assignment_refused(self):
        self.check("class O:\n    pass\no = O()\ndel o.gi_frame\n",
                   "", "SandboxError", refused("gi_frame"), 4)
        self.check("class O:\n    pass\no = O()\nprint(1)\no.f_locals += 1\n",
                   "1\n", "SandboxError", refused("f_locals"), 5)

    def test_refusal_in_a_branch_reached_later(self):
        self.check('def f():\n'
                   '    return 1\n'
                   'for i in range(3):\n'
                   '    print(i)\n'
                   '    if i == 2:\n'
                   '        f.__closure__\n',
                   "0\n1\n2\n", "SandboxError", refused("__closure__"), 6)

    def test_refusal_inside_lambda_and_function_when_called(self):
        self.check('get_code = lambda fn: fn.__code__\n'
                   'print("defined")\n'
                   'get_code(len)\n',
                   "defined\n", "SandboxError", refused("__code__"), 1)
        self.check('def inspect_it(fn):\n'
                   '    print("inspecting", fn.__name__)\n'
                   '    return fn.__code__.co_name\n'
                   'print(inspect_it.__name__)\n'
                   'inspect_it(inspect_it)\n',
                   "inspect_it\ninspecting inspect_it\n", "SandboxError", refused("__code__"), 3)

    def test_match_keyword_pattern_refused_when_tried(self):
        self.check('class P:\n'
                   '    pass\n'
                   'print("matching")\n'
                   'match P():\n'
                   '    case P(__code__=c):\n'
                   '        print("matched")\n',
                   "matching\n", "SandboxError", refused("__code__"), 5)

    def test_multiline_access_refused_at_the_attribute_line(self):
        # CPython 3.11 puts an attribute load on the line of the attribute's name (its
        # AttributeError for `(g\n .missing)` is at line 4): the refusal is at that line too.
        self.check('def g():\n'
                   '    return 1\n'
                   'y = (g\n'
                   '     .__code__)\n',
                   "", "SandboxError", refused("__code__"), 4)

    # -- denied attribute names, through the getattr family ---------------------
    def test_getattr_family_refuses_denied_names(self):
        head = "def f():\n    return 1\nclass O:\n    pass\no = O()\nprint('start')\n"
        for call, name in (('getattr(f, "__code__")', "__code__"),
                           ('getattr(f, "__code__", None)', "__code__"),
                           ('hasattr(f, "__globals__")', "__globals__"),
                           ('setattr(o, "f_back", 1)', "f_back"),
                           ('delattr(o, "gi_frame")', "gi_frame"),
                           ('getattr(print, "__self__", "default")', "__self__")):
            with self.subTest(call=call):
                self.check(head + call + "\n", "start\n", "SandboxError", refused(name), 7)

    def test_sandbox_error_is_not_an_attribute_error(self):
        self.check('def f():\n'
                   '    return 1\n'
                   'try:\n'
                   '    f.__closure__\n'
                   'except AttributeError:\n'
                   '    print("caught as AttributeError")\n',
                   "", "SandboxError", refused("__closure__"), 4)
        self.check('def f():\n'
                   '    return 1\n'
                   'try:\n'
                   '    hasattr(f, "__code__")\n'
                   'except Exception as e:\n'
                   '    print(type(e).__name__, e, isinstance(e, AttributeError))\n'
                   'print("after")\n',
                   "SandboxError access to attribute '__code__' is not allowed False\nafter\n")

    # -- removed builtins, imports, the audit hook --------------------------------
    def test_removed_builtins(self):
        for name in REMOVED:
            with self.subTest(name=name):
                out = self.check("print('before')\n%s()\n" % name, "before\n", "SandboxError",
                                 "%s() is not available in the sandbox (" % name, 2, prefix=True)
                self.assertTrue(out["error"]["message"].endswith(")"), out["error"])

    def test_removed_module_names(self):
        for name in REMOVED_MODULE_NAMES:
            mod, _, attr = name.rpartition(".")
            with self.subTest(name=name):
                self.check("import %s\nprint('before')\n%s('/etc/passwd')\n" % (mod, name), "before\n",
                           "SandboxError", "%s() is not available in the sandbox (there are no files)"
                           % name, 3)
        # The rest of io is the real module's: in-memory streams, its classes and constants.
        self.check("import io\n"
                   "s = io.StringIO('a\\nb\\n'); b = io.BytesIO(b'xy')\n"
                   "t = io.TextIOWrapper(io.BytesIO('é\\n'.encode()), encoding='utf-8')\n"
                   "print(s.readlines(), b.read(), t.read(), io.SEEK_END, isinstance(s, io.TextIOBase))\n",
                   "['a\\n', 'b\\n'] b'xy' é\n 2 True\n")

    def test_imports_outside_the_allowlist(self):
        for stmt, name in (("import os", "os"), ("import os.path", "os.path"),
                           ("from subprocess import run", "subprocess"),
                           ("__import__('sys')", "sys"), ("import importlib", "importlib"),
                           ("import requests", "requests")):
            with self.subTest(stmt=stmt):
                out = self.check("print('before')\n%s\n" % stmt, "before\n", "ModuleNotFoundError",
                                 "import of '%s' is not allowed; allowed: " % name, 2, prefix=True)
                allowed = out["error"]["message"].split("; allowed: ", 1)[1].split(", ")
                self.assertIn("math", allowed)
                self.assertIn("json", allowed)
                self.assertNotIn("os", allowed)
        self.check("try:\n"
                   "    import os\n"
                   "except ImportError as e:\n"
                   "    print(type(e).__name__, e.name)\n",
                   "ModuleNotFoundError os\n")

    def test_audit_hook_refuses_denied_reads_through_the_c_api(self):
        self.check('def f():\n'
                   '    return 1\n'
                   'print("before")\n'
                   'object.__getattribute__(f, "__code__")\n',
                   "before\n", "SandboxError",
                   "operation 'object.__getattr__' is not allowed in the sandbox "
                   "(attribute '__code__')", 4)


if __name__ == "__main__":
    run_main()
