/* SPDX-License-Identifier: MIT */
/* The _safepy module: user phase, audit hook, checked getattr family (see safepy.h).
 *
 * Trust: nothing here defends the machine. A worker is assumed compromised once user code
 * runs, and the kernel layer holds regardless (docs/TRUST.md). What this file owes the
 * user is that honest code touching a forbidden operation gets a precise SandboxError or
 * ModuleNotFoundError where the operation runs, and that everything else behaves as in
 * CPython. */
#define PY_SSIZE_T_CLEAN
#include "worker/evaluator/safepy.h"
#include <stdbool.h>
#include <string.h>
#include "policy/policy.h"
#include "worker/perf/fastpath.h"
#include "worker/evaluator/reserve.h"
#include "worker/evaluator/memfile.h"

/* The phase only moves forward: once user code has run, every later event is judged by
 * the user rules, whoever raises it. */
static bool user_phase;
static bool policy_off;
static PyObject *sandbox_error;   /* SandboxError */
static PyObject *import_hint;     /* "allowed: ..." for refused imports (str) */
static PyObject *real_getattr, *real_setattr, *real_delattr, *real_hasattr;

void spy_disable_policy(void)
{
	policy_off = true;
}

/* ---- the audit hook ---- */

/* Is the innermost Python frame the user's code? Events raised by C functions the user
 * calls directly (open, id) see the user's frame; events the standard library raises
 * for itself (namedtuple compiling its methods) see a stdlib frame. */
static bool user_frame(void)
{
	PyFrameObject *f = PyThreadState_GetFrame(PyThreadState_Get());
	PyCodeObject *co;
	bool mine;

	if (f == NULL)
		return false;
	co = PyFrame_GetCode(f);
	mine = PyUnicode_Check(co->co_filename) &&
	       PyUnicode_CompareWithASCIIString(co->co_filename, SPY_USER_FILENAME) == 0;
	Py_DECREF(co);
	Py_DECREF(f);
	return mine;
}

/* The attribute name of object.__getattr__/__setattr__/__delattr__ (args: obj, name, ...). */
static const char *event_attr(const char *event, PyObject *args)
{
	const char *s;

	if (strncmp(event, "object.__", 9) != 0 || !PyTuple_Check(args) || PyTuple_GET_SIZE(args) < 2 ||
	    !PyUnicode_Check(PyTuple_GET_ITEM(args, 1)))
		return NULL;
	s = PyUnicode_AsUTF8(PyTuple_GET_ITEM(args, 1));
	if (s == NULL)
		PyErr_Clear();
	return s;
}

static int refuse_import(PyObject *args)
{
	PyObject *name = PyTuple_Check(args) && PyTuple_GET_SIZE(args) > 0 ? PyTuple_GET_ITEM(args, 0) : NULL;
	PyObject *msg;

	if (name == NULL || !PyUnicode_Check(name))
		name = Py_None;
	/* A library's own import of a module nobody loaded at start (a lazy submodule, an
	 * optional dependency) is told apart from the user's refused import. */
	if (user_frame())
		msg = PyUnicode_FromFormat("import of %R is not allowed; %S", name,
					   import_hint ? import_hint : Py_None);
	else
		msg = PyUnicode_FromFormat("No module named %R: the sandbox has only the modules "
					   "loaded when it started", name);
	if (msg != NULL) {
		PyErr_SetImportErrorSubclass(PyExc_ModuleNotFoundError, msg, name, NULL);
		Py_DECREF(msg);
	}
	return -1;
}

/* The path of an "open" audit event (path, mode, flags), if it is text or bytes. */
static PyObject *opened_path(PyObject *args)
{
	PyObject *p;

	if (!PyTuple_Check(args) || PyTuple_GET_SIZE(args) < 1)
		return NULL;
	p = PyTuple_GET_ITEM(args, 0);
	return PyUnicode_Check(p) || PyBytes_Check(p) ? p : NULL;
}

int spy_audit_hook(const char *event, PyObject *args, void *data)
{
	const char *attr;
	enum pol_audit as_user, as_stdlib;

	if (!user_phase || policy_off)
		return 0;
	attr = event_attr(event, args);
	as_user = pol_audit_decide(event, true, attr);
	as_stdlib = pol_audit_decide(event, false, attr);
	/* Only ask for the frame (it may allocate one) when the answer depends on it. */
	if (as_user != as_stdlib && !user_frame())
		as_user = as_stdlib;
	if (as_user == POL_AUDIT_ALLOW)
		return 0;
	if (as_user == POL_AUDIT_DENY_IMPORT)
		return refuse_import(args);
	if (attr != NULL)
		PyErr_Format(sandbox_error, "operation '%s' is not allowed in the sandbox "
			     "(attribute '%s')", event, attr);
	else if (strcmp(event, "open") == 0 && opened_path(args) != NULL)
		/* The path says which call it was (a savefig or to_csv deep in a library). */
		PyErr_Format(sandbox_error, "operation 'open' is not allowed in the sandbox (there "
			     "are no files: %.200R)", opened_path(args));
	else
		PyErr_Format(sandbox_error, "operation '%s' is not allowed in the sandbox", event);
	return -1;
}

/* ---- the checked getattr family ---- */

/* 0 if name may be used (or is not a str: the real builtin reports that), else -1 with
 * SandboxError set. A str subclass is judged by its characters. */
static int check_name(PyObject *name)
{
	Py_ssize_t n;
	const char *s;

	if (policy_off || !PyUnicode_Check(name))
		return 0;
	s = PyUnicode_AsUTF8AndSize(name, &n);
	if (s == NULL) {
		PyErr_Clear(); /* lone surrogates: no denied name has them */
		return 0;
	}
	if ((size_t)n != strlen(s) || pol_attr_allowed(s))
		return 0;
	PyErr_Format(sandbox_error, "access to attribute '%s' is not allowed", s);
	return -1;
}

/* The real builtin does the work, so arguments, errors and defaults are CPython's own. */
static PyObject *checked(PyObject *real, PyObject *const *a, Py_ssize_t n)
{
	if (n >= 2 && check_name(a[1]) < 0)
		return NULL;
	return PyObject_Vectorcall(real, a, (size_t)n, NULL);
}

static PyObject *m_getattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	return checked(real_getattr, a, n);
}

static PyObject *m_setattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	return checked(real_setattr, a, n);
}

static PyObject *m_delattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	return checked(real_delattr, a, n);
}

static PyObject *m_hasattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	return checked(real_hasattr, a, n);
}

/* ---- the harness's primitives ---- */

/* How deep the interpreter is now, as its recursion limit counts. */
static int recursion_depth(void)
{
	PyThreadState *ts = PyThreadState_Get();

#if PY_VERSION_HEX >= 0x030C0000
	return ts->py_recursion_limit - ts->py_recursion_remaining;
#else
	return ts->recursion_limit - ts->recursion_remaining;
#endif
}

/* exec_user(code, globals): runs user code; from here the hook judges every event. */
static PyObject *m_exec_user(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *r;

	int limit, depth;

	if (n != 2 || !PyCode_Check(a[0]) || !PyDict_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "exec_user(code, globals)");
	user_phase = true;
	/* The harness's own frames do not count against the user's recursion: the code gets
	 * as deep as it would as a script. */
	limit = Py_GetRecursionLimit();
	depth = recursion_depth();
	Py_SetRecursionLimit(limit + depth);
	r = PyEval_EvalCode(a[0], a[1], a[1]);
	Py_SetRecursionLimit(limit);
	/* Whatever user code left allocated, the answer has room of its own. */
	rsv_release();
	return r;
}

/* fast_compile(src: bytes, filename: str) -> (code, kind, name) or None (perf/fastpath.h). */
static PyObject *m_fast_compile(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2 || !PyBytes_Check(a[0]) || !PyUnicode_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "fast_compile(src, filename)");
	return fp_compile(PyBytes_AS_STRING(a[0]), PyBytes_GET_SIZE(a[0]), a[1]);
}

static PyObject *rule_names(const struct pol_rule *t)
{
	PyObject *d = PyDict_New();

	for (; d != NULL && t->name; t++) {
		PyObject *v = PyUnicode_FromString(t->reason);
		if (v == NULL || PyDict_SetItemString(d, t->name, v) < 0)
			Py_CLEAR(d);
		Py_XDECREF(v);
	}
	return d;
}

/* rules() -> {"denied_attrs": {name: reason}, "removed_builtins": {name: reason},
 *             "removed_module_names": {"module.name": reason}} */
static PyObject *m_rules(PyObject *self, PyObject *unused)
{
	return Py_BuildValue("{s:N,s:N,s:N}", "denied_attrs", rule_names(pol_denied_attrs),
			     "removed_builtins", rule_names(pol_removed_builtins),
			     "removed_module_names", rule_names(pol_removed_module_names));
}

/* set_import_hint(text): the tail of a refused import's message ("allowed: ..."). */
static PyObject *m_set_import_hint(PyObject *self, PyObject *text)
{
	if (!PyUnicode_Check(text))
		return PyErr_Format(PyExc_TypeError, "set_import_hint(str)");
	Py_INCREF(text);
	Py_XSETREF(import_hint, text);
	Py_RETURN_NONE;
}

static PyObject *m_policy_off(PyObject *self, PyObject *unused)
{
	return PyBool_FromLong(policy_off);
}

/* builtins(import_impl) -> {name: function}: the checked getattr family and __import__ (which
 * forwards to import_impl, the harness's), made as functions of the module "builtins", so
 * that their names, reprs and argument errors read as CPython's own. */
static PyObject *import_impl;

static PyObject *b_import(PyObject *self, PyObject *args, PyObject *kwargs)
{
	return PyObject_Call(import_impl, args, kwargs);
}

static PyMethodDef builtin_defs[] = {
	{ "getattr", (PyCFunction)(void (*)(void))m_getattr, METH_FASTCALL,
	  "getattr(object, name[, default]): as the builtin; internal names are refused" },
	{ "setattr", (PyCFunction)(void (*)(void))m_setattr, METH_FASTCALL,
	  "setattr(object, name, value): as the builtin; internal names are refused" },
	{ "delattr", (PyCFunction)(void (*)(void))m_delattr, METH_FASTCALL,
	  "delattr(object, name): as the builtin; internal names are refused" },
	{ "hasattr", (PyCFunction)(void (*)(void))m_hasattr, METH_FASTCALL,
	  "hasattr(object, name): as the builtin; internal names are refused" },
	{ "__import__", (PyCFunction)(void (*)(void))b_import, METH_VARARGS | METH_KEYWORDS,
	  "__import__(name, globals=None, locals=None, fromlist=(), level=0): allowed modules, as views" },
	{ NULL, NULL, 0, NULL },
};

static PyObject *m_builtins(PyObject *self, PyObject *impl)
{
	PyObject *d, *modname;

	if (!PyCallable_Check(impl))
		return PyErr_Format(PyExc_TypeError, "builtins(import_impl)");
	Py_INCREF(impl);
	Py_XSETREF(import_impl, impl);
	d = PyDict_New();
	modname = PyUnicode_FromString("builtins");
	for (PyMethodDef *m = builtin_defs; d != NULL && modname != NULL && m->ml_name; m++) {
		PyObject *f = PyCFunction_NewEx(m, NULL, modname);
		if (f == NULL || PyDict_SetItemString(d, m->ml_name, f) < 0)
			Py_CLEAR(d);
		Py_XDECREF(f);
	}
	Py_XDECREF(modname);
	return d;
}

/* ---- a module view's __getattr__ ---- */

/* self: (real __getattr__, module name, views dict). In C, so that it adds no frame: a
 * warning the real one raises with stacklevel=2 (deprecated aliases) points at the
 * user's line, as it does without the view. */
static PyObject *view_getattr(PyObject *self, PyObject *attr)
{
	PyObject *val = PyObject_CallOneArg(PyTuple_GET_ITEM(self, 0), attr);
	PyObject *name, *view;

	if (val == NULL || !PyModule_Check(val))
		return val;
	/* A module comes back as its view; one without a view does not come back. */
	name = PyModule_GetNameObject(val);
	Py_DECREF(val);
	if (name == NULL)
		PyErr_Clear();
	view = name ? PyDict_GetItemWithError(PyTuple_GET_ITEM(self, 2), name) : NULL;
	Py_XDECREF(name);
	if (view != NULL)
		return Py_NewRef(view);
	if (!PyErr_Occurred())
		PyErr_Format(PyExc_AttributeError, "module %R has no attribute %R",
			     PyTuple_GET_ITEM(self, 1), attr);
	return NULL;
}

static PyMethodDef view_getattr_def = { "__getattr__", view_getattr, METH_O, NULL };

/* view_getattr(real, modname, views) -> the __getattr__ of a module's view. */
static PyObject *m_view_getattr(PyObject *self, PyObject *args)
{
	PyObject *real, *modname, *views;

	if (!PyArg_ParseTuple(args, "OUO!", &real, &modname, &PyDict_Type, &views))
		return NULL;
	return PyCFunction_New(&view_getattr_def, args);
}

static PyMethodDef methods[] = {
	{ "view_getattr", m_view_getattr, METH_VARARGS, NULL },
	{ "builtins", m_builtins, METH_O, NULL },
	{ "exec_user", (PyCFunction)(void (*)(void))m_exec_user, METH_FASTCALL, NULL },
	{ "fast_compile", (PyCFunction)(void (*)(void))m_fast_compile, METH_FASTCALL, NULL },
	{ "rules", m_rules, METH_NOARGS, NULL },
	{ "set_import_hint", m_set_import_hint, METH_O, NULL },
	{ "policy_off", m_policy_off, METH_NOARGS, NULL },
	{ NULL, NULL, 0, NULL },
};

static struct PyModuleDef moddef = {
	PyModuleDef_HEAD_INIT, "_safepy", "safepy's policy primitives", -1, methods,
	NULL, NULL, NULL, NULL,
};

static PyObject *builtin(const char *name)
{
	PyObject *b = PyEval_GetBuiltins(); /* borrowed */
	PyObject *f = b ? PyDict_GetItemString(b, name) : NULL;

	Py_XINCREF(f);
	return f;
}

PyObject *spy_init(void)
{
	PyObject *m = PyModule_Create(&moddef);

	if (m == NULL)
		return NULL;
	real_getattr = builtin("getattr");
	real_setattr = builtin("setattr");
	real_delattr = builtin("delattr");
	real_hasattr = builtin("hasattr");
	sandbox_error = PyErr_NewExceptionWithDoc("safepy.SandboxError",
		"Raised when code does something the sandbox's policy does not allow.", NULL, NULL);
	if (!real_getattr || !real_setattr || !real_delattr || !real_hasattr || sandbox_error == NULL ||
	    PyModule_AddObjectRef(m, "SandboxError", sandbox_error) < 0 ||
	    PyModule_AddIntConstant(m, "MEMORY_FILE_FD", MF_FD) < 0) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_RuntimeError, "_safepy: no builtins");
		Py_DECREF(m);
		return NULL;
	}
	return m;
}
