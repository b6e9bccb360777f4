/* SPDX-License-Identifier: MIT */
/* worker/perf/fastpath.c: which sources it takes, the plan it reports, and that the code
 * it compiles computes what the source says. Everything it must leave to the harness's
 * rewrite is refused here one rule at a time. Embeds CPython like the worker (never
 * sanitized). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include "worker/perf/fastpath.h"

static PyObject *filename;

/* fp_compile on a C string (may contain NUL when len says so). */
static PyObject *fast(const char *src, Py_ssize_t len)
{
	PyObject *b = PyBytes_FromStringAndSize(src, len < 0 ? (Py_ssize_t)strlen(src) : len);
	PyObject *r;

	assert_non_null(b);
	r = fp_compile(PyBytes_AS_STRING(b), PyBytes_GET_SIZE(b), filename);
	Py_DECREF(b);
	assert_non_null(r);
	return r;
}

static void refused(const char *src)
{
	PyObject *r = fast(src, -1);

	if (r != Py_None)
		fail_msg("fast path took %s", src);
	Py_DECREF(r);
}

/* Takes src; checks the plan, runs the code, returns the value of `look` (new ref). */
static PyObject *taken(const char *src, const char *kind, const char *name, const char *look)
{
	PyObject *r = fast(src, -1), *g, *v;

	if (r == Py_None)
		fail_msg("fast path refused %s", src);
	assert_true(PyTuple_Check(r) && PyTuple_GET_SIZE(r) == 3);
	assert_true(PyCode_Check(PyTuple_GET_ITEM(r, 0)));
	if (kind == NULL)
		assert_ptr_equal(PyTuple_GET_ITEM(r, 1), Py_None);
	else
		assert_string_equal(PyUnicode_AsUTF8(PyTuple_GET_ITEM(r, 1)), kind);
	if (name == NULL)
		assert_ptr_equal(PyTuple_GET_ITEM(r, 2), Py_None);
	else
		assert_string_equal(PyUnicode_AsUTF8(PyTuple_GET_ITEM(r, 2)), name);
	g = PyDict_New();
	assert_non_null(g);
	assert_int_equal(PyDict_SetItemString(g, "__builtins__", PyEval_GetBuiltins()), 0);
	v = PyEval_EvalCode(PyTuple_GET_ITEM(r, 0), g, g);
	if (v == NULL)
		PyErr_Print();
	assert_non_null(v);
	Py_DECREF(v);
	v = look ? PyDict_GetItemString(g, look) : Py_None;
	assert_non_null(v);
	Py_INCREF(v);
	Py_DECREF(g);
	Py_DECREF(r);
	return v;
}

static void taken_long(const char *src, const char *kind, const char *name, const char *look, long want)
{
	PyObject *v = taken(src, kind, name, look);

	assert_true(PyLong_Check(v));
	assert_int_equal(PyLong_AsLong(v), want);
	Py_DECREF(v);
}

static void test_plans(void **state)
{
	taken_long("result = 1 + 1", "name", "result", "result", 2);
	taken_long("x = 2\nx * 21", "value", NULL, FP_RESULT_NAME, 42);
	taken_long("n = 1\nn += 2", "name", "n", "n", 3);
	taken_long("class B:\n    def f(self):\n        return 7\nclass C(B):\n    def f(self):\n"
		   "        return B.f(self) * 6\nC().f()", "value", NULL, FP_RESULT_NAME, 42);
	taken_long("def f(a):\n    return a + 1\nf(1)", "value", NULL, FP_RESULT_NAME, 2);
	taken_long("import math\nmath.floor(2.5)", "value", NULL, FP_RESULT_NAME, 2);
	taken_long("1_000 + 0x_ff", "value", NULL, FP_RESULT_NAME, 1255);
	taken_long("xs = [i * i for i in range(4)]\nsum(xs)", "value", NULL, FP_RESULT_NAME, 14);
	Py_DECREF(taken("for i in range(3):\n    pass", NULL, NULL, NULL));
	Py_DECREF(taken("", NULL, NULL, NULL));
	Py_DECREF(taken("class A:\n    pass\na = A()", "name", "a", "a"));
}

/* Rule 1: ASCII only, no NUL. */
static void test_refuses_non_ascii(void **state)
{
	refused("s = '\xc3\xa9'");
	refused("x = 1 # \xc3\xa9");
	/* NFKC turns fullwidth low lines into "_": x.__class__ in disguise */
	refused("x = 1\nx.\xef\xbc\xbf\xef\xbc\xbf" "class" "\xef\xbc\xbf\xef\xbc\xbf");
	{
		PyObject *r = fast("x = 1\0x.__class__", 17);
		assert_ptr_equal(r, Py_None);
		Py_DECREF(r);
	}
}

/* Rule 2: no word the policy denies, anywhere. */
static void test_refuses_denied_names(void **state)
{
	refused("def f():\n    pass\nf.__globals__");
	refused("# __code__ in a comment");
	refused("s = 'tb_frame'");
	refused("if 0:\n    x.__subclasses__()"); /* dead code the compiler would drop */
	refused("def f():\n    return 1\n    f.__globals__");
	refused("f_back = 1");
	refused("x = g.gi_frame");
	refused("import a.f_back");
	refused("__builtins__");
	refused("print.__self__");
	refused("x = 1if 1 else 2"); /* a number word with a name glued on */
}

/* Everything else is the fast path's: private names, other dunders, class patterns,
 * annotations, zero-argument super. */
static void test_takes_the_rest(void **state)
{
	taken_long("class A:\n    _v = 20\nA._v + A.__name__.count('A') + 1", "value", NULL,
		   FP_RESULT_NAME, 22);
	taken_long("total: int = 5", "name", "total", "total", 5);
	taken_long("class B:\n    def f(self):\n        return 6\nclass C(B):\n    def f(self):\n"
		   "        return super().f() * 7\nC().f()", "value", NULL, FP_RESULT_NAME, 42);
	taken_long("class P:\n    __match_args__ = ('x',)\n    def __init__(self):\n        self.x = 3\n"
		   "match P():\n    case P(x):\n        r = x\nr", "value", NULL, FP_RESULT_NAME, 3);
	taken_long("from __future__ import annotations\nx = 4\nx", "value", NULL, FP_RESULT_NAME, 4);
	taken_long("import math\nlen(math.__dict__) > 0", "value", NULL, FP_RESULT_NAME, 1);
}

/* Whatever does not compile is answered False (tried, failed): the harness reports it. */
static void failed(const char *src)
{
	PyObject *r = fast(src, -1);

	if (r != Py_False)
		fail_msg("fast path did not fail on %s", src);
	Py_DECREF(r);
}

static void test_fails_errors(void **state)
{
	failed("1 +");
	failed("def f(:\n    pass");
	failed("return 5");
	assert_false(PyErr_Occurred());
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plans),
		cmocka_unit_test(test_refuses_non_ascii),
		cmocka_unit_test(test_refuses_denied_names),
		cmocka_unit_test(test_takes_the_rest),
		cmocka_unit_test(test_fails_errors),
	};
	PyConfig cfg;
	PyStatus st;
	int r;

	PyConfig_InitIsolatedConfig(&cfg);
	cfg.site_import = 0;
	st = Py_InitializeFromConfig(&cfg);
	PyConfig_Clear(&cfg);
	if (PyStatus_Exception(st) || !fp_available()) {
		fprintf(stderr, "no interpreter, or a build without the fast path\n");
		return 1;
	}
	filename = PyUnicode_FromString("<code>");
	r = cmocka_run_group_tests(tests, NULL, NULL);
	Py_DECREF(filename);
	return r;
}
