/* SPDX-License-Identifier: MIT */
/* pycaller_: who is calling: user code, or the registered stdlib code that acts for itself
 * or may compile (worker/pycaller.h). */
#include "worker/pycaller.h"
#include "worker/pymod.h"

enum {
	CALLER_TRUSTED = 1,  /* acts for itself */
	CALLER_EXPLICIT = 2, /* acts for itself, also when calling type.__setattr__ by name */
	CALLER_FORWARDS = 3, /* acts for its caller */
};

/* {address of a code object: kind}, and the code objects themselves (the keys are their
 * addresses: they must never be freed and reused). Written during setup only. */
static PyObject *callers, *callers_keep;

static int kind_of(PyCodeObject *co)
{
	PyObject *k, *v;
	long kind;

	if (callers == NULL)
		return 0;
	k = PyLong_FromVoidPtr(co);
	v = k ? PyDict_GetItemWithError(callers, k) : NULL; /* borrowed */
	Py_XDECREF(k);
	if (v == NULL) {
		PyErr_Clear(); /* unknown (or no memory): the user's */
		return 0;
	}
	kind = PyLong_AsLong(v);
	if (kind == -1)
		PyErr_Clear();
	return (int)kind;
}

/* User code is compiled with the filename "<code>" (compile and exec are denied to it, so
 * it cannot mint code under another name). Code that namedtuple and dataclasses generate
 * ("<string>") is built from the user's names: the user's too. */
static bool user_file(PyCodeObject *co)
{
	return PyUnicode_CompareWithASCIIString(co->co_filename, "<code>") == 0 ||
	       PyUnicode_CompareWithASCIIString(co->co_filename, "<string>") == 0;
}

/* The kind of the code on top; 0 for the user's, for unknown code, or without a frame
 * (C code called from C: a finalizer, a pending call). */
static int top_kind(void)
{
	PyFrameObject *f = PyEval_GetFrame(); /* borrowed */
	PyCodeObject *co;
	int kind;

	if (f == NULL)
		return 0;
	co = PyFrame_GetCode(f); /* new reference */
	kind = user_file(co) ? 0 : kind_of(co);
	Py_DECREF(co);
	return kind;
}

/* ---- stores through a forwarding __setattr__ ---- */

/* A forwarder (EnumType.__setattr__) passes on whatever its caller names: its explicit
 * type.__setattr__ acts for whoever stored the attribute. That store entered through the
 * metaclass's slot (pyclass.c fwd_setattro), which records who made it; the forwarder's
 * function called any other way (by a map the trusted code iterates: red-team pass 79)
 * finds no matching record. Innermost last; borrowed (the slot's caller holds both). */
#define STORES_MAX 32
static struct store {
	PyObject *type, *name;
	PyFrameObject *maker; /* the frame that made the store; executing, so alive */
	bool trusted;
} stores[STORES_MAX];
static int nstores, stores_overflow;

bool pycaller_store_begin(PyObject *type, PyObject *name)
{
	/* An exact str: a subclass could compare equal to another name later. */
	bool trusted = PyUnicode_CheckExact(name) && !pycaller_is_user();

	if (nstores == STORES_MAX) {
		stores_overflow++; /* the innermost record is lost: nothing matches */
		return false;
	}
	stores[nstores++] = (struct store){ type, name, PyEval_GetFrame(), trusted };
	return true;
}

void pycaller_store_end(bool recorded)
{
	if (recorded)
		nstores--;
	else
		stores_overflow--;
}

/* The forwarder calling must be the one the slot called for the store: called by the
 * maker's frame itself. User code the forwarder runs first (a `name in _member_map_` on
 * a mapping of the user's) can call the forwarder again with the same type and name
 * while the record stands (red-team pass 80); its frame is then the caller. */
static bool store_trusted(PyObject *type, PyObject *name)
{
	const struct store *s = nstores > 0 ? &stores[nstores - 1] : NULL;
	PyFrameObject *top = PyEval_GetFrame(), *back;
	bool ok;

	if (stores_overflow != 0 || s == NULL || !s->trusted || s->type != type || s->name != name ||
	    top == NULL || s->maker == NULL)
		return false;
	back = PyFrame_GetBack(top); /* new reference */
	ok = back == s->maker;
	Py_XDECREF(back);
	return ok;
}

/* > 0 while a collection runs finalizers (worker/pymod.c gc_pending) or io's finalizer
 * closes a file (pyclass.c): whatever frame is on top, the code running is the user's. */
static int forced_user;

void pycaller_force_user(int delta)
{
	forced_user += delta;
}

bool pycaller_is_user(void)
{
	int kind;

	if (forced_user > 0)
		return true;
	/* A forwarder's own code acts for no one but through its explicit call. */
	kind = top_kind();
	return kind != CALLER_TRUSTED && kind != CALLER_EXPLICIT;
}

bool pycaller_explicit_is_user(PyObject *type, PyObject *name)
{
	int kind;

	if (forced_user > 0)
		return true;
	kind = top_kind();
	/* A listed function that calls type.__setattr__ by name is no proof that it chose
	 * to: the method object may be a partial of the user's it is calling. */
	return !(kind == CALLER_EXPLICIT || (kind == CALLER_FORWARDS && store_trusted(type, name)));
}

/* ---- compile and exec ---- */

/* Code objects that may compile and exec (namedtuple's, dataclasses' _create_fn, the
 * ForwardRef check's ast.parse), by address; of which some only when called from one
 * given code object: {address: caller code}. Written during setup only. */
static PyObject *exec_allowed, *exec_allowed_keep, *exec_internal;

/* Whether the code object on top is a registered one, called from the one caller
 * registered for it if any. */
static bool exec_caller_ok(PyCodeObject *co)
{
	PyObject *k, *want;
	bool ok;

	if (!pymod_in_set(exec_allowed, (PyObject *)co, false))
		return false;
	if (exec_internal == NULL)
		return true;
	/* dataclasses._create_fn compiles whatever text it is given: only through the
	 * wrapper that checked that text first. */
	k = PyLong_FromVoidPtr(co);
	want = k ? PyDict_GetItemWithError(exec_internal, k) : NULL; /* borrowed */
	Py_XDECREF(k);
	ok = k != NULL && !PyErr_Occurred();
	if (ok && want != NULL) {
		PyFrameObject *f = PyEval_GetFrame(), *back = f ? PyFrame_GetBack(f) : NULL;
		PyCodeObject *bco = back ? PyFrame_GetCode(back) : NULL;

		ok = (PyObject *)bco == want;
		Py_XDECREF(bco);
		Py_XDECREF(back);
	}
	if (PyErr_Occurred())
		PyErr_Clear();
	return ok;
}

bool pycaller_may_exec(void)
{
	PyFrameObject *f;
	PyCodeObject *co;
	bool ok;

	if (forced_user > 0 || exec_allowed == NULL || (f = PyEval_GetFrame()) == NULL)
		return false;
	co = PyFrame_GetCode(f); /* new reference */
	ok = exec_caller_ok(co);
	Py_DECREF(co);
	return ok;
}

PyObject *pycaller_allow_exec_from(PyObject *self, PyObject *args)
{
	(void)self;
	if (!pymod_setup_phase())
		return pymod_deny("%s is setup-only", "allow_exec_from");
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++) {
		PyObject *co = PyTuple_GET_ITEM(args, i);
		if (!PyCode_Check(co))
			return PyErr_Format(PyExc_TypeError, "code objects only");
		if (pymod_set_add_addr(&exec_allowed, &exec_allowed_keep, co) < 0)
			return NULL;
	}
	Py_RETURN_NONE;
}

PyObject *pycaller_allow_exec_internal(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *k;
	int r;

	(void)self;
	if (!pymod_setup_phase())
		return pymod_deny("%s", "allow_exec_internal is setup-only");
	if (n != 2 || !PyCode_Check(a[0]) || !PyCode_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "allow_exec_internal(code, caller_code)");
	/* a[0] stays alive (its address is the key): exec_allowed's keep list holds it;
	 * the dict holds a[1]. */
	if (!pymod_in_set(exec_allowed, a[0], false))
		return PyErr_Format(PyExc_TypeError, "allow_exec_from(code) first");
	if (exec_internal == NULL && (exec_internal = PyDict_New()) == NULL)
		return NULL;
	if ((k = PyLong_FromVoidPtr(a[0])) == NULL)
		return NULL;
	r = PyDict_SetItem(exec_internal, k, a[1]);
	Py_DECREF(k);
	return r < 0 ? NULL : Py_NewRef(Py_None);
}

/* ---- registration ---- */

static int add(PyObject *code, long kind)
{
	PyObject *k, *v;
	int r;

	if (!PyCode_Check(code)) {
		PyErr_SetString(PyExc_TypeError, "trust_callers: code objects only");
		return -1;
	}
	if ((callers == NULL && (callers = PyDict_New()) == NULL) ||
	    (callers_keep == NULL && (callers_keep = PyList_New(0)) == NULL))
		return -1;
	k = PyLong_FromVoidPtr(code);
	v = PyLong_FromLong(kind);
	r = k && v ? PyDict_SetItem(callers, k, v) : -1;
	Py_XDECREF(k);
	Py_XDECREF(v);
	return r < 0 ? -1 : PyList_Append(callers_keep, code);
}

PyObject *pycaller_trust(PyObject *self, PyObject *args)
{
	PyObject *t[3];
	static const int kinds[3] = { CALLER_TRUSTED, CALLER_EXPLICIT, CALLER_FORWARDS };

	(void)self;
	if (!pymod_setup_phase())
		return pymod_deny("%s is setup-only", "trust_callers");
	if (!PyArg_ParseTuple(args, "O!O!O!", &PyTuple_Type, &t[0], &PyTuple_Type, &t[1],
			      &PyTuple_Type, &t[2]))
		return NULL;
	for (int j = 0; j < 3; j++)
		for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(t[j]); i++)
			if (add(PyTuple_GET_ITEM(t[j], i), kinds[j]) < 0)
				return NULL;
	Py_RETURN_NONE;
}
