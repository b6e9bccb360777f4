/* SPDX-License-Identifier: MIT */
/* Mitigations for memory-safety bugs in Debian's CPython 3.11 that red-team passes reached
 * from sandboxed code (each turned into arbitrary memory access in the worker): C methods
 * that take a pointer into an object's buffer, then call back into Python (__index__,
 * __next__), which frees or moves that buffer. The fix is the same each time: make the
 * callback happen before the C code holds anything (plain ints, a copy), or refuse the
 * re-entry. The kernel layer holds regardless (TRUST.md: "Out of scope"); these keep the
 * Python layer whole against the bugs known.
 *
 * Trust: runs in the template at setup (static types' slots and dicts are patched once,
 * before any user code) and then inside the confined worker. */
#define PY_SSIZE_T_CLEAN
#include "worker/pyfix.h"
#include "worker/pymod.h"
#include <stdbool.h>

/* ---- itertools.pairwise ---- */

/* pairwise_next borrows po->old across the source's __next__; a __next__ that calls
 * next() on the same pairwise frees it, and the outer call packs the freed pointer. */
static iternextfunc orig_pairwise_next;
static PyObject *pairwise_running[64]; /* single-threaded: the objects inside next() */
static int n_running;

static PyObject *guarded_pairwise_next(PyObject *self)
{
	PyObject *r;

	for (int i = 0; i < n_running; i++)
		if (pairwise_running[i] == self)
			return PyErr_Format(PyExc_RuntimeError, "itertools.pairwise is not reentrant");
	if (n_running == (int)(sizeof(pairwise_running) / sizeof(pairwise_running[0])))
		return PyErr_Format(PyExc_RecursionError, "too many nested itertools.pairwise");
	pairwise_running[n_running++] = self;
	r = orig_pairwise_next(self);
	n_running--;
	return r;
}

static PyObject *pairwise_next_meth(PyObject *self, PyObject *unused)
{
	PyObject *r = guarded_pairwise_next(self);

	if (r == NULL && !PyErr_Occurred())
		PyErr_SetNone(PyExc_StopIteration);
	return r;
}

static PyMethodDef pairwise_defs[] = {
	{ "__next__", pairwise_next_meth, METH_NOARGS, "Implement next(self)." },
};

int pyfix_pairwise(PyTypeObject *t)
{
	if (t->tp_iternext == NULL)
		return PyErr_Format(PyExc_TypeError, "pairwise without __next__"), -1;
	orig_pairwise_next = t->tp_iternext;
	t->tp_iternext = guarded_pairwise_next;
	return pymod_install_methods(t, pairwise_defs, 1);
}

/* ---- bytearray ---- */

/* An index-like argument as an exact int (None stays None): its __index__ runs here,
 * before the C method takes its buffer pointer. New reference. */
static PyObject *plain_index(PyObject *o)
{
	if (o == Py_None || PyLong_CheckExact(o))
		return Py_NewRef(o);
	return PyNumber_Index(o);
}

/* A slice with exact-int bounds, or an exact int key. New reference. */
static PyObject *plain_key(PyObject *key)
{
	PyObject *a, *b, *c, *r = NULL;

	if (!PySlice_Check(key))
		return PyObject_CheckBuffer(key) ? Py_NewRef(key) : plain_index(key);
	a = plain_index(((PySliceObject *)key)->start);
	b = a ? plain_index(((PySliceObject *)key)->stop) : NULL;
	c = b ? plain_index(((PySliceObject *)key)->step) : NULL;
	if (c != NULL)
		r = PySlice_New(a, b, c);
	Py_XDECREF(a);
	Py_XDECREF(b);
	Py_XDECREF(c);
	return r;
}

/* bytearray_ass_subscript takes the buffer, then unpacks the slice (__index__). */
static objobjargproc orig_ba_ass_subscript;

static int ba_ass_subscript(PyObject *self, PyObject *key, PyObject *value)
{
	PyObject *k = plain_key(key);
	int r;

	if (k == NULL)
		return -1;
	r = orig_ba_ass_subscript(self, k, value);
	Py_DECREF(k);
	return r;
}

/* bytearray % args formats from the bytearray's own buffer while %c calls __index__:
 * format a bytes copy instead. */
static PyObject *ba_mod(PyObject *v, PyObject *w)
{
	PyObject *copy, *r, *out;

	if (!PyByteArray_Check(v))
		Py_RETURN_NOTIMPLEMENTED;
	copy = PyBytes_FromStringAndSize(PyByteArray_AS_STRING(v), PyByteArray_GET_SIZE(v));
	if (copy == NULL)
		return NULL;
	r = PyNumber_Remainder(copy, w);
	Py_DECREF(copy);
	if (r == NULL)
		return NULL;
	out = PyByteArray_FromObject(r);
	Py_DECREF(r);
	return out;
}

/* `x in bytearray`: an int-like x is converted (its __index__) after the buffer is taken. */
static objobjproc orig_ba_contains;

static int ba_contains(PyObject *self, PyObject *arg)
{
	PyObject *a = PyObject_CheckBuffer(arg) ? Py_NewRef(arg) : plain_index(arg);
	int r;

	if (a == NULL)
		return -1;
	r = orig_ba_contains(self, a);
	Py_DECREF(a);
	return r;
}

/* find/count/index/rfind/rindex/startswith/endswith(sub, start, end): start and end (and
 * an int-like sub) are converted after the buffer is taken. The originals are called with
 * plain arguments. */
static const char *const finders[] = { "find", "count", "index", "rfind", "rindex",
				       "startswith", "endswith" };
static PyObject *orig_finders[sizeof(finders) / sizeof(finders[0])];

static PyObject *call_finder(size_t which, PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *args[4] = { self, NULL, NULL, NULL }, *r = NULL;
	Py_ssize_t i;

	if (n > 3)
		return PyErr_Format(PyExc_TypeError, "%s expected at most 3 arguments, got %zd",
				    finders[which], n);
	for (i = 0; i < n; i++) {
		bool sub = i == 0 && which < 5; /* startswith/endswith take bytes or a tuple */
		args[1 + i] = (sub && PyObject_CheckBuffer(a[i])) || (i == 0 && !sub) ?
			      Py_NewRef(a[i]) : plain_index(a[i]);
		if (args[1 + i] == NULL)
			goto out;
	}
	r = PyObject_Vectorcall(orig_finders[which], args, (size_t)(1 + n), NULL);
out:
	for (Py_ssize_t j = 1; j <= n; j++)
		Py_XDECREF(args[j]);
	return r;
}

#define FINDER(i, fn) \
	static PyObject *fn(PyObject *self, PyObject *const *a, Py_ssize_t n) { return call_finder(i, self, a, n); }
FINDER(0, ba_find)
FINDER(1, ba_count)
FINDER(2, ba_index)
FINDER(3, ba_rfind)
FINDER(4, ba_rindex)
FINDER(5, ba_startswith)
FINDER(6, ba_endswith)
#undef FINDER

static PyObject *ba_setitem_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "expected 2 arguments, got %zd", n);
	return ba_ass_subscript(self, a[0], a[1]) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyObject *ba_delitem_meth(PyObject *self, PyObject *key)
{
	return ba_ass_subscript(self, key, NULL) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyObject *ba_mod_meth(PyObject *self, PyObject *w)
{
	return ba_mod(self, w);
}

static PyObject *ba_contains_meth(PyObject *self, PyObject *arg)
{
	int r = ba_contains(self, arg);

	return r < 0 ? NULL : PyBool_FromLong(r);
}

#define FASTCALL(f) ((PyCFunction)(void (*)(void))(f))
static PyMethodDef bytearray_defs[] = {
	{ "find", FASTCALL(ba_find), METH_FASTCALL, NULL },
	{ "count", FASTCALL(ba_count), METH_FASTCALL, NULL },
	{ "index", FASTCALL(ba_index), METH_FASTCALL, NULL },
	{ "rfind", FASTCALL(ba_rfind), METH_FASTCALL, NULL },
	{ "rindex", FASTCALL(ba_rindex), METH_FASTCALL, NULL },
	{ "startswith", FASTCALL(ba_startswith), METH_FASTCALL, NULL },
	{ "endswith", FASTCALL(ba_endswith), METH_FASTCALL, NULL },
	{ "__setitem__", FASTCALL(ba_setitem_meth), METH_FASTCALL, "Set self[key] to value." },
	{ "__delitem__", ba_delitem_meth, METH_O, "Delete self[key]." },
	{ "__mod__", ba_mod_meth, METH_O, "Return self%value." },
	{ "__contains__", ba_contains_meth, METH_O, "Return key in self." },
};
#undef FASTCALL

int pyfix_bytearray(void)
{
	PyTypeObject *t = &PyByteArray_Type;

	for (size_t i = 0; i < sizeof(finders) / sizeof(finders[0]); i++) {
		orig_finders[i] = PyDict_GetItemString(t->tp_dict, finders[i]);
		if (orig_finders[i] == NULL)
			return PyErr_Format(PyExc_TypeError, "bytearray.%s missing", finders[i]), -1;
		Py_INCREF(orig_finders[i]);
		bytearray_defs[i].ml_doc = ((PyMethodDescrObject *)orig_finders[i])->d_method->ml_doc;
	}
	orig_ba_ass_subscript = t->tp_as_mapping->mp_ass_subscript;
	t->tp_as_mapping->mp_ass_subscript = ba_ass_subscript;
	t->tp_as_number->nb_remainder = ba_mod;
	orig_ba_contains = t->tp_as_sequence->sq_contains;
	t->tp_as_sequence->sq_contains = ba_contains;
	return pymod_install_methods(t, bytearray_defs, sizeof(bytearray_defs) / sizeof(bytearray_defs[0]));
}
