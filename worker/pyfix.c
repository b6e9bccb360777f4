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

/* The objects inside a guarded operation (single-threaded): the same object may not be
 * entered again from a callback that operation makes. */
static PyObject *busy[64];
static int n_busy;

static int enter(PyObject *key, const char *what)
{
	for (int i = 0; i < n_busy; i++)
		if (busy[i] == key) {
			PyErr_Format(PyExc_RuntimeError, "%s is not reentrant", what);
			return -1;
		}
	if (n_busy == (int)(sizeof(busy) / sizeof(busy[0]))) {
		PyErr_Format(PyExc_RecursionError, "too many nested %s calls", what);
		return -1;
	}
	busy[n_busy++] = key;
	return 0;
}

static bool is_busy(PyObject *key)
{
	for (int i = 0; i < n_busy; i++)
		if (busy[i] == key)
			return true;
	return false;
}

static void leave(void)
{
	n_busy--;
}

/* Calls orig with self prepended: a holds n positional values, then one value per name
 * in kwnames (the vectorcall layout). */
static PyObject *call_with_self(PyObject *orig, PyObject *self, PyObject *const *a, Py_ssize_t n,
				PyObject *kwnames)
{
	PyObject *args[9];
	Py_ssize_t k = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;

	if (n + k > 8)
		return PyErr_Format(PyExc_TypeError, "too many arguments");
	args[0] = self;
	for (Py_ssize_t i = 0; i < n + k; i++)
		args[1 + i] = a[i];
	return PyObject_Vectorcall(orig, args, (size_t)(1 + n), kwnames);
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
		return PyIndex_Check(key) || !PyObject_CheckBuffer(key) ? plain_index(key) : Py_NewRef(key);
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
	PyObject *k = plain_key(key), *v = NULL;
	int r = -1;

	if (k == NULL)
		return -1;
	/* ba[i] = v: v's __index__ too (the buffer is taken before it is converted). */
	if (value != NULL && !PySlice_Check(k) && (PyIndex_Check(value) || !PyObject_CheckBuffer(value)))
		v = plain_index(value); /* a bytearray subclass with __index__ is an index too */
	else
		v = Py_XNewRef(value);
	if (value == NULL || v != NULL)
		r = orig_ba_ass_subscript(self, k, v);
	Py_DECREF(k);
	Py_XDECREF(v);
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
	PyObject *a = PyIndex_Check(arg) || !PyObject_CheckBuffer(arg) ? plain_index(arg) : Py_NewRef(arg);
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
	PyObject *args[3] = { NULL, NULL, NULL }, *r = NULL;
	Py_ssize_t i;

	if (n > 3)
		return PyErr_Format(PyExc_TypeError, "%s expected at most 3 arguments, got %zd",
				    finders[which], n);
	for (i = 0; i < n; i++) {
		bool sub = i == 0 && which < 5; /* startswith/endswith take bytes or a tuple */
		args[i] = (sub && PyObject_CheckBuffer(a[i])) || (i == 0 && !sub) ?
			  Py_NewRef(a[i]) : plain_index(a[i]);
		if (args[i] == NULL)
			goto out;
	}
	r = call_with_self(orig_finders[which], self, args, n, NULL);
out:
	for (Py_ssize_t j = 0; j < n; j++)
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

/* bytearray.join reads the separator's pointer before it iterates the argument, which
 * can free it: the items are gathered into a list first. */
static PyObject *orig_ba_join;

static PyObject *ba_join(PyObject *self, PyObject *iterable)
{
	PyObject *items = PySequence_List(iterable), *r;

	if (items == NULL)
		return NULL;
	r = PyObject_CallFunctionObjArgs(orig_ba_join, self, items, NULL);
	Py_DECREF(items);
	return r;
}

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

/* other % self where self's type is a subclass of the format's: Python tries __rmod__
 * first, and its slot wrapper called the original (pass 60). */
static PyObject *ba_rmod_meth(PyObject *self, PyObject *v)
{
	return ba_mod(v, self);
}

static PyObject *ba_contains_meth(PyObject *self, PyObject *arg)
{
	int r = ba_contains(self, arg);

	return r < 0 ? NULL : PyBool_FromLong(r);
}

/* bytearray.hex(sep) takes the buffer pointer and length, then asks the separator for its
 * len(): a str subclass's __len__ can free the buffer, and hex() prints the freed block
 * (red-team pass 68: object addresses). The separator is made a plain str or bytes first
 * (its length is then read without Python code). */
static PyObject *orig_ba_hex;

static PyObject *ba_hex(PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kwnames)
{
	PyObject *args[2] = { NULL, NULL }, *r;
	Py_ssize_t k = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;

	if (n + k > 2)
		return PyErr_Format(PyExc_TypeError, "hex() takes at most 2 arguments (%zd given)", n + k);
	for (Py_ssize_t i = 0; i < n + k; i++) {
		PyObject *v = a[i];
		bool is_sep = i < n ? i == 0 : PyUnicode_CompareWithASCIIString(PyTuple_GET_ITEM(kwnames, i - n), "sep") == 0;

		if (is_sep && PyUnicode_Check(v) && !PyUnicode_CheckExact(v))
			v = PyUnicode_FromObject(v);
		else if (is_sep && PyBytes_Check(v) && !PyBytes_CheckExact(v))
			v = PyBytes_FromStringAndSize(PyBytes_AS_STRING(v), PyBytes_GET_SIZE(v));
		else
			Py_INCREF(v);
		if (v == NULL)
			goto done;
		args[i] = v;
	}
	r = call_with_self(orig_ba_hex, self, args, n, kwnames);
	Py_XDECREF(args[0]);
	Py_XDECREF(args[1]);
	return r;
done:
	Py_XDECREF(args[0]);
	Py_XDECREF(args[1]);
	return NULL;
}

/* bytearray(iterable) appends each item to self, checking the room against self's size
 * alone, while the iterator or an item's __index__ may extend and trim self (which moves
 * the start of its data forward): writes past the buffer (red-team pass 66). The iterable
 * goes into a fresh bytearray no callback can reach, which self then copies. */
static initproc orig_ba_init;

static int ba_init(PyObject *self, PyObject *args, PyObject *kw)
{
	PyObject *src = NULL, *tmp, *one;
	int r;

	if (PyTuple_GET_SIZE(args) == 1 && (kw == NULL || PyDict_GET_SIZE(kw) == 0))
		src = PyTuple_GET_ITEM(args, 0);
	else if (PyTuple_GET_SIZE(args) == 0 && kw != NULL && PyDict_GET_SIZE(kw) == 1)
		src = PyDict_GetItemString(kw, "source");
	if (src == NULL || PyUnicode_Check(src) || PyLong_CheckExact(src) || PyObject_CheckBuffer(src))
		return orig_ba_init(self, args, kw);
	/* An index-like source: CPython calls its __index__ and, on a TypeError, goes on to
	 * iterate it into self (review of pass 66): its size is taken here, as an exact int. */
	if (PyIndex_Check(src)) {
		PyObject *n = PyNumber_Index(src);
		if (n != NULL) {
			one = PyTuple_Pack(1, n);
			Py_DECREF(n);
			r = one != NULL ? orig_ba_init(self, one, NULL) : -1;
			Py_XDECREF(one);
			return r;
		}
		if (!PyErr_ExceptionMatches(PyExc_TypeError))
			return -1;
		PyErr_Clear(); /* as CPython: then it is iterated (below, privately) */
	}
	tmp = PyByteArray_FromStringAndSize(NULL, 0);
	r = tmp != NULL ? orig_ba_init(tmp, args, kw) : -1;
	one = r == 0 ? PyTuple_Pack(1, tmp) : NULL;
	r = one != NULL ? orig_ba_init(self, one, NULL) : -1;
	Py_XDECREF(one);
	Py_XDECREF(tmp);
	return r;
}

static PyObject *ba_init_meth(PyObject *self, PyObject *args, PyObject *kw)
{
	if (!PyByteArray_Check(self))
		return PyErr_Format(PyExc_TypeError, "descriptor '__init__' requires a 'bytearray' object");
	return ba_init(self, args, kw) < 0 ? NULL : Py_NewRef(Py_None);
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
	{ "__rmod__", ba_rmod_meth, METH_O, "Return value%self." },
	{ "__contains__", ba_contains_meth, METH_O, "Return key in self." },
	{ "join", ba_join, METH_O, "Concatenate any number of bytes/bytearray objects." },
	{ "__init__", (PyCFunction)(void (*)(void))ba_init_meth, METH_VARARGS | METH_KEYWORDS,
	  "Initialize self." },
	{ "hex", FASTCALL(ba_hex), METH_FASTCALL | METH_KEYWORDS, NULL },
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
	orig_ba_hex = PyDict_GetItemString(t->tp_dict, "hex");
	if (orig_ba_hex == NULL || !Py_IS_TYPE(orig_ba_hex, &PyMethodDescr_Type))
		return PyErr_Format(PyExc_TypeError, "bytearray.hex missing"), -1;
	Py_INCREF(orig_ba_hex);
	bytearray_defs[sizeof(bytearray_defs) / sizeof(bytearray_defs[0]) - 1].ml_doc =
		((PyMethodDescrObject *)orig_ba_hex)->d_method->ml_doc;
	orig_ba_join = PyDict_GetItemString(t->tp_dict, "join");
	if (orig_ba_join == NULL)
		return PyErr_Format(PyExc_TypeError, "bytearray.join missing"), -1;
	Py_INCREF(orig_ba_join);
	orig_ba_ass_subscript = t->tp_as_mapping->mp_ass_subscript;
	t->tp_as_mapping->mp_ass_subscript = ba_ass_subscript;
	t->tp_as_number->nb_remainder = ba_mod;
	orig_ba_contains = t->tp_as_sequence->sq_contains;
	t->tp_as_sequence->sq_contains = ba_contains;
	orig_ba_init = t->tp_init;
	if (pymod_replace_slot(t, offsetof(PyTypeObject, tp_init), PYMOD_SLOT(orig_ba_init), PYMOD_SLOT(ba_init)) < 0)
		return -1;
	return pymod_install_methods(t, bytearray_defs, sizeof(bytearray_defs) / sizeof(bytearray_defs[0]));
}

/* ---- comparisons that pass borrowed items ---- */

/* list_richcompare (gh-120298) and OrderedDict's key walk (gh-119004) pass items they
 * hold no reference to into a comparison; a comparison method that frees the other item
 * hands the freed object back to Python (do_richcompare reads its type for the reflected
 * call). Compared here through snapshots that hold references: tuples of the items, and
 * for OrderedDict the dict comparison then the key orders as tuples. */
static PyObject *snapshot_compare(PyObject *v, PyObject *w, int op)
{
	PyObject *tv = PySequence_Tuple(v), *tw = tv ? PySequence_Tuple(w) : NULL, *r = NULL;

	if (tw != NULL)
		r = PyObject_RichCompare(tv, tw, op);
	Py_XDECREF(tv);
	Py_XDECREF(tw);
	return r;
}

/* CPython's list_richcompare with the upstream fix: each pair of items is held while
 * compared (a tuple snapshot of both lists, as OrderedDict gets, made list == list
 * four times slower). */
static int compare_held(PyObject *vi, PyObject *wi, int op, PyObject **out)
{
	Py_INCREF(vi);
	Py_INCREF(wi);
	if (out != NULL) {
		*out = PyObject_RichCompare(vi, wi, op);
		op = *out == NULL ? -1 : 0;
	} else {
		op = PyObject_RichCompareBool(vi, wi, Py_EQ);
	}
	Py_DECREF(vi);
	Py_DECREF(wi);
	return op;
}

static PyObject *list_richcompare(PyObject *v, PyObject *w, int op)
{
	PyObject *r;
	Py_ssize_t i;

	if (!PyList_Check(v) || !PyList_Check(w))
		Py_RETURN_NOTIMPLEMENTED;
	if (PyList_GET_SIZE(v) != PyList_GET_SIZE(w) && (op == Py_EQ || op == Py_NE))
		return PyBool_FromLong(op == Py_NE);
	for (i = 0; i < PyList_GET_SIZE(v) && i < PyList_GET_SIZE(w); i++) {
		PyObject *vi = PyList_GET_ITEM(v, i), *wi = PyList_GET_ITEM(w, i);
		int k;
		if (vi == wi)
			continue;
		k = compare_held(vi, wi, Py_EQ, NULL);
		if (k < 0)
			return NULL;
		if (!k)
			break;
	}
	if (i >= PyList_GET_SIZE(v) || i >= PyList_GET_SIZE(w))
		Py_RETURN_RICHCOMPARE(PyList_GET_SIZE(v), PyList_GET_SIZE(w), op);
	if (op == Py_EQ)
		Py_RETURN_FALSE;
	if (op == Py_NE)
		Py_RETURN_TRUE;
	/* The first differing pair, again with the operator asked for. */
	return compare_held(PyList_GET_ITEM(v, i), PyList_GET_ITEM(w, i), op, &r) < 0 ? NULL : r;
}

static PyObject *odict_richcompare(PyObject *v, PyObject *w, int op)
{
	PyObject *r;
	int eq;

	if (!PyODict_Check(v) || !PyDict_Check(w))
		Py_RETURN_NOTIMPLEMENTED;
	if (op != Py_EQ && op != Py_NE)
		Py_RETURN_NOTIMPLEMENTED;
	r = PyDict_Type.tp_richcompare(v, w, Py_EQ);
	if (r == NULL || r == Py_NotImplemented || !PyODict_Check(w) || r == Py_False) {
		if (r == Py_False && op == Py_NE)
			return Py_DECREF(r), Py_NewRef(Py_True);
		if (r == Py_True && op == Py_NE)
			return Py_DECREF(r), Py_NewRef(Py_False);
		return r;
	}
	Py_DECREF(r);
	r = snapshot_compare(v, w, Py_EQ); /* the keys, in order */
	if (r == NULL)
		return NULL;
	eq = PyObject_IsTrue(r);
	Py_DECREF(r);
	if (eq < 0)
		return NULL;
	return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

#define CMP_METHODS(prefix, fn) \
	static PyObject *prefix##_eq(PyObject *s, PyObject *o) { return fn(s, o, Py_EQ); } \
	static PyObject *prefix##_ne(PyObject *s, PyObject *o) { return fn(s, o, Py_NE); } \
	static PyObject *prefix##_lt(PyObject *s, PyObject *o) { return fn(s, o, Py_LT); } \
	static PyObject *prefix##_le(PyObject *s, PyObject *o) { return fn(s, o, Py_LE); } \
	static PyObject *prefix##_gt(PyObject *s, PyObject *o) { return fn(s, o, Py_GT); } \
	static PyObject *prefix##_ge(PyObject *s, PyObject *o) { return fn(s, o, Py_GE); } \
	static PyMethodDef prefix##_defs[] = { \
		{ "__eq__", prefix##_eq, METH_O, "Return self==value." }, \
		{ "__ne__", prefix##_ne, METH_O, "Return self!=value." }, \
		{ "__lt__", prefix##_lt, METH_O, "Return self<value." }, \
		{ "__le__", prefix##_le, METH_O, "Return self<=value." }, \
		{ "__gt__", prefix##_gt, METH_O, "Return self>value." }, \
		{ "__ge__", prefix##_ge, METH_O, "Return self>=value." }, \
	};
CMP_METHODS(list_cmp, list_richcompare)
CMP_METHODS(odict_cmp, odict_richcompare)
#undef CMP_METHODS

/* deque.index and deque.remove compare an item they hold no reference to (gh-115243):
 * both search a tuple snapshot, then check that the deque did not change meanwhile. */
static Py_ssize_t deque_find(PyObject *dq, PyObject *x, Py_ssize_t start, Py_ssize_t stop,
			     PyObject **snap_out)
{
	PyObject *snap = PySequence_Tuple(dq);
	Py_ssize_t n, i;

	if (snap == NULL)
		return -2;
	n = PyTuple_GET_SIZE(snap);
	if (start < 0 && (start += n) < 0)
		start = 0;
	if (stop < 0 && (stop += n) < 0)
		stop = 0;
	if (stop > n)
		stop = n;
	for (i = start; i < stop; i++) {
		int r = PyObject_RichCompareBool(PyTuple_GET_ITEM(snap, i), x, Py_EQ);
		if (r < 0) {
			Py_DECREF(snap);
			return -2;
		}
		if (PyObject_Size(dq) != n) {
			Py_DECREF(snap);
			PyErr_SetString(PyExc_RuntimeError, "deque mutated during iteration");
			return -2;
		}
		if (r > 0) {
			*snap_out = snap;
			return i;
		}
	}
	Py_DECREF(snap);
	return -1;
}

static PyObject *deque_index(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	Py_ssize_t start = 0, stop = PY_SSIZE_T_MAX, i;
	PyObject *snap = NULL;

	if (n < 1 || n > 3)
		return PyErr_Format(PyExc_TypeError, "index expected 1 to 3 arguments, got %zd", n);
	if ((n > 1 && !_PyEval_SliceIndexNotNone(a[1], &start)) ||
	    (n > 2 && !_PyEval_SliceIndexNotNone(a[2], &stop)))
		return NULL;
	i = deque_find(self, a[0], start, stop, &snap);
	Py_XDECREF(snap);
	if (i == -2)
		return NULL;
	if (i == -1)
		return PyErr_Format(PyExc_ValueError, "%R is not in deque", a[0]);
	return PyLong_FromSsize_t(i);
}

static PyObject *deque_remove(PyObject *self, PyObject *x)
{
	PyObject *snap = NULL, *idx, *cur;
	Py_ssize_t i = deque_find(self, x, 0, PY_SSIZE_T_MAX, &snap);
	int r;

	if (i == -2)
		return NULL;
	if (i == -1)
		return PyErr_Format(PyExc_ValueError, "%R is not in deque", x);
	idx = PyLong_FromSsize_t(i);
	cur = idx ? PyObject_GetItem(self, idx) : NULL;
	r = cur != NULL && cur == PyTuple_GET_ITEM(snap, i) ? PyObject_DelItem(self, idx) : -1;
	if (r < 0 && !PyErr_Occurred())
		PyErr_SetString(PyExc_IndexError, "deque mutated during remove().");
	Py_XDECREF(cur);
	Py_XDECREF(idx);
	Py_DECREF(snap);
	return r < 0 ? NULL : Py_NewRef(Py_None);
}

static PyMethodDef deque_defs[] = {
	{ "index", (PyCFunction)(void (*)(void))deque_index, METH_FASTCALL,
	  "D.index(value, [start, [stop]]) -> integer -- return first index of value." },
	{ "remove", deque_remove, METH_O, "D.remove(value) -- remove first occurrence of value." },
};

int pyfix_comparisons(PyTypeObject *deque)
{
	PyList_Type.tp_richcompare = list_richcompare;
	PyODict_Type.tp_richcompare = odict_richcompare;
	if (pymod_install_methods(&PyList_Type, list_cmp_defs, 6) < 0 ||
	    pymod_install_methods(&PyODict_Type, odict_cmp_defs, 2) < 0)
		return -1;
	return pymod_install_methods(deque, deque_defs, 2);
}

/* ---- itertools.groupby ---- */

/* groupby_next and _grouper_next compare tgtkey with currkey borrowed; a key __eq__ that
 * advances the same groupby (through it or one of its groups) frees currkey under the
 * comparison. The groupby itself is among the iterators guarded below (keyed by itself);
 * its groups take the same key: their parent, held in their first field (checked at
 * setup). */
static iternextfunc orig_grouper_next;

static PyObject *grouper_parent(PyObject *grouper)
{
	return *(PyObject **)((char *)grouper + sizeof(PyObject));
}

static PyObject *guarded_grouper_next(PyObject *self)
{
	PyObject *r;

	if (enter(grouper_parent(self), "itertools.groupby") < 0)
		return NULL;
	r = orig_grouper_next(self);
	leave();
	return r;
}

static PyObject *next_meth(PyObject *r)
{
	if (r == NULL && !PyErr_Occurred())
		PyErr_SetNone(PyExc_StopIteration);
	return r;
}

static PyObject *grouper_next_meth(PyObject *self, PyObject *unused)
{
	return next_meth(guarded_grouper_next(self));
}

static PyMethodDef grouper_defs[] = { { "__next__", grouper_next_meth, METH_NOARGS, "Implement next(self)." } };

int pyfix_groupby(PyObject *groupby, PyObject *group)
{
	PyTypeObject *rt = Py_TYPE(group);

	if (grouper_parent(group) != groupby)
		return PyErr_Format(PyExc_TypeError, "itertools._grouper layout not as expected"), -1;
	orig_grouper_next = rt->tp_iternext;
	rt->tp_iternext = guarded_grouper_next;
	return pymod_install_methods(rt, grouper_defs, 1);
}

/* ---- OrderedDict ---- */

/* OrderedDict's node lookups sync od_fast_nodes, look the key up (its __eq__ runs), then
 * index od_fast_nodes again: a key __eq__ that clears or grows the same OrderedDict
 * leaves a freed or short array (a crash, or a node read out of bounds). Its mutating
 * operations take a per-object guard, and dict's own mutators refuse an OrderedDict
 * that is inside one (dict.clear(od) would bypass the OrderedDict's methods). */
static const char *const od_names[] = { "clear", "pop", "popitem", "setdefault", "move_to_end",
					"copy", "__repr__" };
static PyObject *od_orig[7];
static objobjargproc orig_od_ass;

static PyObject *od_call(size_t which, PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw)
{
	PyObject *r;

	if (enter(self, "OrderedDict mutation") < 0)
		return NULL;
	r = call_with_self(od_orig[which], self, a, n, kw);
	leave();
	return r;
}

#define OD(i, fn) \
	static PyObject *fn(PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw) { return od_call(i, self, a, n, kw); }
OD(0, od_clear)
OD(1, od_pop)
OD(2, od_popitem)
OD(3, od_setdefault)
OD(4, od_move_to_end)
OD(5, od_copy)
OD(6, od_repr)
#undef OD

static int od_ass(PyObject *self, PyObject *key, PyObject *value)
{
	int r;

	if (enter(self, "OrderedDict mutation") < 0)
		return -1;
	r = orig_od_ass(self, key, value);
	leave();
	return r;
}

static PyObject *od_setitem_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "expected 2 arguments, got %zd", n);
	return od_ass(self, a[0], a[1]) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyObject *od_delitem_meth(PyObject *self, PyObject *key)
{
	return od_ass(self, key, NULL) < 0 ? NULL : Py_NewRef(Py_None);
}

#define KWCALL(f) ((PyCFunction)(void (*)(void))(f))
static PyMethodDef od_defs[] = {
	{ "clear", KWCALL(od_clear), METH_FASTCALL | METH_KEYWORDS, "Remove all items from ordered dict." },
	{ "pop", KWCALL(od_pop), METH_FASTCALL | METH_KEYWORDS, "od.pop(key[,default]) -> v." },
	{ "popitem", KWCALL(od_popitem), METH_FASTCALL | METH_KEYWORDS, "Remove and return a (key, value) pair." },
	{ "setdefault", KWCALL(od_setdefault), METH_FASTCALL | METH_KEYWORDS, "Insert key with a value of default if key is not in the dictionary." },
	{ "move_to_end", KWCALL(od_move_to_end), METH_FASTCALL | METH_KEYWORDS, "Move an existing element to the end (or beginning if last is false)." },
	{ "copy", KWCALL(od_copy), METH_FASTCALL | METH_KEYWORDS, "A shallow copy of ordered dict." },
	{ "__repr__", KWCALL(od_repr), METH_FASTCALL | METH_KEYWORDS, "Return repr(self)." },
	{ "__setitem__", KWCALL(od_setitem_meth), METH_FASTCALL, "Set self[key] to value." },
	{ "__delitem__", od_delitem_meth, METH_O, "Delete self[key]." },
};

/* dict's mutators, called on an OrderedDict inside a guarded operation: refused. */
static const char *const dict_names[] = { "clear", "pop", "popitem", "setdefault", "update",
					  "__setitem__", "__delitem__", "__init__", "__ior__" };
static PyObject *dict_orig[9];

static PyObject *dict_call(size_t which, PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw)
{
	if (PyODict_Check(self) && is_busy(self))
		return PyErr_Format(PyExc_RuntimeError, "OrderedDict mutation is not reentrant");
	return call_with_self(dict_orig[which], self, a, n, kw);
}

#define DC(i, fn) \
	static PyObject *fn(PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw) { return dict_call(i, self, a, n, kw); }
DC(0, dict_clear)
DC(1, dict_pop)
DC(2, dict_popitem)
DC(3, dict_setdefault)
DC(4, dict_update)
DC(5, dict_setitem)
DC(6, dict_delitem)
DC(7, dict_init)
DC(8, dict_ior)
#undef DC

static PyMethodDef dict_defs[] = {
	{ "clear", KWCALL(dict_clear), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "pop", KWCALL(dict_pop), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "popitem", KWCALL(dict_popitem), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "setdefault", KWCALL(dict_setdefault), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "update", KWCALL(dict_update), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "__setitem__", KWCALL(dict_setitem), METH_FASTCALL | METH_KEYWORDS, "Set self[key] to value." },
	{ "__delitem__", KWCALL(dict_delitem), METH_FASTCALL | METH_KEYWORDS, "Delete self[key]." },
	{ "__init__", KWCALL(dict_init), METH_FASTCALL | METH_KEYWORDS, "Initialize self." },
	{ "__ior__", KWCALL(dict_ior), METH_FASTCALL | METH_KEYWORDS, "Return self|=value." },
};
#undef KWCALL

/* Iterating an OrderedDict looks keys up (their __eq__ runs) and then indexes the fast
 * nodes: while its iterator's next() runs, the OrderedDict counts as inside a guarded
 * operation (the iterator holds it in the field after its `kind`, checked at setup). */
static iternextfunc orig_odictiter_next;
static reprfunc orig_od_repr;

static PyObject *odictiter_od(PyObject *it)
{
	return *(PyObject **)((char *)it + sizeof(PyObject) + sizeof(void *));
}

static PyObject *guarded_odictiter_next(PyObject *self)
{
	PyObject *od = odictiter_od(self), *r;

	/* Exhausted (the iterator let go of it), or iterated inside one of its own guarded
	 * operations (repr and copy of a subclass go through items()): already covered. */
	if (od == NULL || is_busy(od))
		return orig_odictiter_next(self);
	if (enter(od, "OrderedDict iteration") < 0)
		return NULL;
	r = orig_odictiter_next(self);
	leave();
	return r;
}

static PyObject *odictiter_next_meth(PyObject *self, PyObject *unused)
{
	return next_meth(guarded_odictiter_next(self));
}

static PyMethodDef odictiter_defs[] = { { "__next__", odictiter_next_meth, METH_NOARGS, "Implement next(self)." } };

static PyObject *guarded_od_repr(PyObject *self)
{
	PyObject *r;

	if (enter(self, "OrderedDict repr") < 0)
		return NULL;
	r = orig_od_repr(self);
	leave();
	return r;
}

int pyfix_odict(PyObject *sample_iter, PyObject *sample_od)
{
	PyTypeObject *t = &PyODict_Type, *it = Py_TYPE(sample_iter);

	if (odictiter_od(sample_iter) != sample_od)
		return PyErr_Format(PyExc_TypeError, "odict_iterator layout not as expected"), -1;
	orig_odictiter_next = it->tp_iternext;
	it->tp_iternext = guarded_odictiter_next;
	if (pymod_install_methods(it, odictiter_defs, 1) < 0)
		return -1;
	orig_od_repr = t->tp_repr;
	t->tp_repr = guarded_od_repr;

	for (size_t i = 0; i < 7; i++) {
		od_orig[i] = PyDict_GetItemString(t->tp_dict, od_names[i]);
		if (od_orig[i] == NULL)
			return PyErr_Format(PyExc_TypeError, "OrderedDict.%s missing", od_names[i]), -1;
		Py_INCREF(od_orig[i]);
	}
	for (size_t i = 0; i < 9; i++) {
		dict_orig[i] = PyDict_GetItemString(PyDict_Type.tp_dict, dict_names[i]);
		if (dict_orig[i] == NULL)
			return PyErr_Format(PyExc_TypeError, "dict.%s missing", dict_names[i]), -1;
		Py_INCREF(dict_orig[i]);
		if (dict_defs[i].ml_doc == NULL && PyObject_TypeCheck(dict_orig[i], &PyMethodDescr_Type))
			dict_defs[i].ml_doc = ((PyMethodDescrObject *)dict_orig[i])->d_method->ml_doc;
	}
	orig_od_ass = t->tp_as_mapping->mp_ass_subscript;
	t->tp_as_mapping->mp_ass_subscript = od_ass;
	if (pymod_install_methods(t, od_defs, 9) < 0)
		return -1;
	return pymod_install_methods(&PyDict_Type, dict_defs, 9);
}

/* ---- C iterators that may not be re-entered ---- */

/* pairwise (its `old` freed by a re-entered next, gh-109786), groupby, islice (its
 * borrowed source iterator freed), callable_iterator (its sentinel freed while it is
 * compared), the csv reader (its field list NULL), zip_longest and the sequence iterator
 * (a double decref): one guard for many iterator types, each next() keyed by the
 * iterator object. The original of a subclass's inherited slot is
 * found through tp_base. */
#define MAX_ITER_TYPES 24
static PyTypeObject *iter_types[MAX_ITER_TYPES];
static iternextfunc iter_orig[MAX_ITER_TYPES];
static int n_iter_types;

static iternextfunc orig_next_of(PyTypeObject *t)
{
	for (; t != NULL; t = t->tp_base)
		for (int i = 0; i < n_iter_types; i++)
			if (iter_types[i] == t)
				return iter_orig[i];
	return NULL;
}

static PyObject *guarded_iternext(PyObject *self)
{
	iternextfunc orig = orig_next_of(Py_TYPE(self));
	PyObject *r;

	if (orig == NULL)
		return PyErr_Format(PyExc_SystemError, "no iterator slot for %s", Py_TYPE(self)->tp_name);
	if (enter(self, Py_TYPE(self)->tp_name) < 0)
		return NULL;
	r = orig(self);
	leave();
	return r;
}

static PyObject *guarded_next_meth(PyObject *self, PyObject *unused)
{
	return next_meth(guarded_iternext(self));
}

static PyMethodDef iter_defs[] = { { "__next__", guarded_next_meth, METH_NOARGS, "Implement next(self)." } };

int pyfix_iterators(PyObject *types)
{
	PyObject *it = PyObject_GetIter(types), *t;

	if (it == NULL)
		return -1;
	while ((t = PyIter_Next(it)) != NULL) {
		PyTypeObject *tt = (PyTypeObject *)t;
		int r = 0;
		if (!PyType_Check(t) || tt->tp_iternext == NULL || n_iter_types == MAX_ITER_TYPES ||
		    orig_next_of(tt) != NULL) {
			PyErr_Format(PyExc_TypeError, "cannot guard %R", t);
			r = -1;
		} else {
			iter_types[n_iter_types] = tt;
			iter_orig[n_iter_types++] = tt->tp_iternext;
			tt->tp_iternext = guarded_iternext;
			r = pymod_install_methods(tt, iter_defs, 1);
		}
		Py_DECREF(t);
		if (r < 0)
			break;
	}
	Py_DECREF(it);
	return PyErr_Occurred() ? -1 : 0;
}

/* ---- struct.Struct is initialized once ---- */

/* Struct.__init__ on a live Struct frees the format table that a running iter_unpack()
 * or pack_into() (re-entered through an argument's __index__) still reads and writes: a
 * use-after-free in CPython 3.11 that a red-team pass turned into arbitrary memory
 * access. The type is immutable, so its slot and its __init__ entry are replaced here:
 * a Struct may be initialized only while its size is still -1 (fresh from __new__). */
static PyTypeObject *struct_type;
static initproc orig_struct_init;
static PyObject *struct_size; /* the type's own `size` getset */

static int guarded_struct_init(PyObject *self, PyObject *args, PyObject *kw)
{
	descrgetfunc get = Py_TYPE(struct_size)->tp_descr_get;
	PyObject *sz = get ? get(struct_size, self, (PyObject *)struct_type) : NULL;
	long n = sz ? PyLong_AsLong(sz) : -2;

	Py_XDECREF(sz);
	if (n != -1) {
		if (!PyErr_Occurred())
			PyErr_SetString(pymod_sandbox_error, "a struct.Struct cannot be initialized again");
		return -1;
	}
	return orig_struct_init(self, args, kw);
}

static PyObject *struct_init_meth(PyObject *self, PyObject *args, PyObject *kw)
{
	return guarded_struct_init(self, args, kw) < 0 ? NULL : Py_NewRef(Py_None);
}

/* A Struct fresh from __new__ (size -1) must not be used before its one __init__:
 * iter_unpack accepted any buffer (len % -1 == 0) and read it with the format the later
 * __init__ gave. */
static const char *const struct_users[] = { "pack", "pack_into", "unpack", "unpack_from", "iter_unpack",
					    "__sizeof__" /* walks the format table: NULL before (pass 60) */ };
static PyObject *struct_orig[6];

static PyObject *struct_call(size_t which, PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw)
{
	descrgetfunc get = Py_TYPE(struct_size)->tp_descr_get;
	PyObject *sz = get ? get(struct_size, self, (PyObject *)struct_type) : NULL;
	long size = sz ? PyLong_AsLong(sz) : -1;

	Py_XDECREF(sz);
	if (size == -1) {
		if (!PyErr_Occurred())
			PyErr_SetString(pymod_sandbox_error, "this struct.Struct was never initialized");
		return NULL;
	}
	return call_with_self(struct_orig[which], self, a, n, kw);
}

#define SC(i, fn) \
	static PyObject *fn(PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw) { return struct_call(i, self, a, n, kw); }
SC(0, st_pack)
SC(1, st_pack_into)
SC(2, st_unpack)
SC(3, st_unpack_from)
SC(4, st_iter_unpack)
SC(5, st_sizeof)
#undef SC

#define KW(f) ((PyCFunction)(void (*)(void))(f))
static PyMethodDef struct_defs[] = {
	{ "__init__", KW(struct_init_meth), METH_VARARGS | METH_KEYWORDS,
	  "Initialize self (once: a Struct cannot be initialized again)." },
	{ "pack", KW(st_pack), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "pack_into", KW(st_pack_into), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "unpack", KW(st_unpack), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "unpack_from", KW(st_unpack_from), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "iter_unpack", KW(st_iter_unpack), METH_FASTCALL | METH_KEYWORDS, NULL },
	{ "__sizeof__", KW(st_sizeof), METH_FASTCALL | METH_KEYWORDS, NULL },
};
#undef KW

PyObject *pyfix_struct(PyObject *type)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "guard_struct_init is setup-only");
	if (!PyType_Check(type) || struct_type != NULL)
		return PyErr_Format(PyExc_TypeError, "guard_struct_init(struct.Struct), once");
	struct_type = (PyTypeObject *)type;
	struct_size = PyDict_GetItemString(struct_type->tp_dict, "size");
	if (struct_size == NULL || struct_type->tp_init == NULL)
		return PyErr_Format(PyExc_TypeError, "struct.Struct without size or __init__");
	Py_INCREF(struct_size);
	for (size_t i = 0; i < 6; i++) {
		struct_orig[i] = PyDict_GetItemString(struct_type->tp_dict, struct_users[i]);
		if (struct_orig[i] == NULL)
			return PyErr_Format(PyExc_TypeError, "struct.Struct.%s missing", struct_users[i]);
		Py_INCREF(struct_orig[i]);
		struct_defs[1 + i].ml_doc = ((PyMethodDescrObject *)struct_orig[i])->d_method->ml_doc;
	}
	orig_struct_init = struct_type->tp_init;
	struct_type->tp_init = guarded_struct_init;
	if (pymod_install_methods(struct_type, struct_defs, 7) < 0)
		return NULL;
	Py_RETURN_NONE;
}
