/* SPDX-License-Identifier: MIT */
/* pycaller_: the registry of stdlib code that acts for itself (worker/pycaller.h). */
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

/* Frames a forwarder may hand the decision on through before it counts as the user's
 * (EnumType.__setattr__ -> EnumType.__new__ is one). */
#define CALLER_MAX_HOPS 4

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

static bool acts_for_user(bool explicit_call)
{
	PyFrameObject *f = PyEval_GetFrame(); /* borrowed */
	PyFrameObject *held = NULL;
	bool user = true;

	/* No frame: C code called from C (a finalizer, a pending call): as the user. */
	for (int hop = 0; f != NULL && hop < CALLER_MAX_HOPS; hop++) {
		PyCodeObject *co = PyFrame_GetCode(f); /* new reference */
		int kind = user_file(co) ? 0 : kind_of(co);
		PyFrameObject *back;

		Py_DECREF(co);
		if (kind != CALLER_FORWARDS) {
			user = !(kind == CALLER_EXPLICIT || (kind == CALLER_TRUSTED && !explicit_call));
			break;
		}
		/* The forwarder made the explicit call itself: its caller's own code decides. */
		explicit_call = false;
		back = PyFrame_GetBack(f); /* new reference */
		Py_XSETREF(held, back);
		f = back;
	}
	Py_XDECREF(held);
	return user;
}

bool pycaller_is_user(void)
{
	return acts_for_user(false);
}

bool pycaller_explicit_is_user(void)
{
	return acts_for_user(true);
}

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
