/* SPDX-License-Identifier: MIT */
/* Addresses user code never sees: every hash and repr CPython derives from an object's
 * address shows a keyed value instead (SipHash of the address and a secret drawn before
 * Python starts).
 *
 * Why: the memory-safety bugs of CPython 3.11 that red-team passes keep finding all need
 * addresses to become exploits (a fake object placed where a freed one was, a pointer
 * forged to it: pass 49 read them off repr()). And CPython's pointer hash is the address
 * rotated by 4 bits: hash(obj.method) ^ hash(type(obj).method) gave obj's address, and
 * object's default hash let a set-membership probe guess stdlib objects (cases 432, 449).
 * With keyed values the heap's layout is no longer read off the objects. (The program's
 * own static types keep fixed addresses: the worker is not position-independent, see
 * TRUST.md.)
 *
 * Trust: installed in the template before Py_Initialize, so every static type readied
 * afterwards inherits these slots and the slot wrappers in the types' dicts (`__hash__`,
 * `__repr__`) wrap them: classes made later get them as well. */
#define PY_SSIZE_T_CLEAN
#include "worker/pyaddr.h"
#include <Python.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/random.h>
#include "worker/pymod.h"

static uint64_t key[2];

static uint64_t keyed(const void *p)
{
	uint64_t buf[3] = { (uint64_t)(uintptr_t)p, key[0], key[1] };

	return (uint64_t)_Py_HashBytes(buf, sizeof(buf));
}

static Py_hash_t keyed_hash(PyObject *o)
{
	Py_hash_t h = (Py_hash_t)keyed(o);

	return h == -1 ? -2 : h;
}

/* The worker is linked with --wrap=_Py_HashPointer: CPython's method, builtin-method,
 * method-wrapper and context hashes call this instead of rotating the address. */
Py_hash_t __wrap__Py_HashPointer(const void *p);
Py_hash_t __wrap__Py_HashPointer(const void *p)
{
	Py_hash_t h = (Py_hash_t)keyed(p);

	return h == -1 ? -2 : h;
}

/* ---- reprs ---- */

enum { R_OBJECT, R_FUNCTION, R_CFUNCTION, R_METHOD_WRAPPER, R_GEN, R_CORO, R_ASYNCGEN, R_N };
static reprfunc orig[R_N];

/* The keyed value shown for an address: looks like a user-space one, 16-aligned. */
static uint64_t shown(const void *addr)
{
	return (keyed(addr) & 0x007ffffffff0ull) | 0x7f0000000000ull;
}

/* What the original printed with %p at its very end ("... at 0x...>", "... @ 0x...>"),
 * replaced by the keyed value. Only there: names earlier in the text are the user's
 * (a __qualname__ listing guesses would otherwise learn which one was replaced). */
static PyObject *masked(PyObject *r, const void *addr)
{
	PyObject *real, *out = NULL;
	Py_ssize_t n, m;
	char buf[32];

	if (r == NULL || addr == NULL)
		return r;
	real = PyUnicode_FromFormat("%p>", addr);
	if (real == NULL) {
		Py_DECREF(r);
		return NULL;
	}
	n = PyUnicode_GET_LENGTH(r);
	m = PyUnicode_GET_LENGTH(real);
	if (n < m || PyUnicode_Tailmatch(r, real, n - m, n, 1) != 1) {
		Py_DECREF(real);
		return r; /* not this repr's form: nothing of the address is at its end */
	}
	snprintf(buf, sizeof(buf), "0x%llx>", (unsigned long long)shown(addr));
	{
		PyObject *head = PyUnicode_Substring(r, 0, n - m);
		if (head != NULL)
			out = PyUnicode_FromFormat("%U%s", head, buf);
		Py_XDECREF(head);
	}
	Py_DECREF(real);
	Py_DECREF(r);
	return out;
}

static PyObject *object_repr(PyObject *o) { return masked(orig[R_OBJECT](o), o); }
static PyObject *function_repr(PyObject *o) { return masked(orig[R_FUNCTION](o), o); }
static PyObject *gen_repr(PyObject *o) { return masked(orig[R_GEN](o), o); }
static PyObject *coro_repr(PyObject *o) { return masked(orig[R_CORO](o), o); }
static PyObject *asyncgen_repr(PyObject *o) { return masked(orig[R_ASYNCGEN](o), o); }

/* "<built-in method m of T object at %p>": the address is the bound self's (read from
 * the object: the accessor answers NULL for a static method bound to its type). */
static PyObject *cfunction_repr(PyObject *o)
{
	return masked(orig[R_CFUNCTION](o), ((PyCFunctionObject *)o)->m_self);
}

/* "<method-wrapper 'm' of T object at %p>": likewise (read through its C getter). */
static PyObject *method_wrapper_repr(PyObject *o)
{
	PyObject *self = PyObject_GetAttrString(o, "__self__"), *r;

	if (self == NULL)
		return NULL;
	r = masked(orig[R_METHOD_WRAPPER](o), self);
	Py_DECREF(self);
	return r;
}

int pyaddr_init(void)
{
	struct { PyTypeObject *t; reprfunc fn; } r[R_N] = {
		[R_OBJECT] = { &PyBaseObject_Type, object_repr },
		[R_FUNCTION] = { &PyFunction_Type, function_repr },
		[R_CFUNCTION] = { &PyCFunction_Type, cfunction_repr },
		[R_METHOD_WRAPPER] = { &_PyMethodWrapper_Type, method_wrapper_repr },
		[R_GEN] = { &PyGen_Type, gen_repr },
		[R_CORO] = { &PyCoro_Type, coro_repr },
		[R_ASYNCGEN] = { &PyAsyncGen_Type, asyncgen_repr },
	};

	if (getrandom(key, sizeof(key), 0) != (ssize_t)sizeof(key))
		return -1;
	PyBaseObject_Type.tp_hash = keyed_hash;
	for (int i = 0; i < R_N; i++) {
		if (r[i].t->tp_repr == NULL || (r[i].t->tp_flags & Py_TPFLAGS_READY))
			return -1; /* not the layout expected, or too late to be inherited */
		orig[i] = r[i].t->tp_repr;
		r[i].t->tp_repr = r[i].fn;
	}
	return 0;
}

/* ---- at setup ---- */

/* id() for the stdlib's own use (deepcopy's memo, pprint's recursion marker show it to
 * user code): a keyed value, the same for the same live object, as unique in practice. */
PyObject *pyaddr_id(PyObject *o)
{
	return PyLong_FromUnsignedLongLong((unsigned long long)(keyed(o) >> 2));
}

PYMOD_ORIGS(later, 8);

static PyObject *later_repr(PyObject *o)
{
	const struct pymod_orig *e = pymod_origs_find(&later, Py_TYPE(o));

	if (e == NULL)
		return PyErr_Format(PyExc_SystemError, "no repr for '%s'", Py_TYPE(o)->tp_name);
	return masked(((reprfunc)e->orig)(o), o);
}

static PyObject *later_repr_meth(PyObject *self, PyObject *unused)
{
	(void)unused;
	return later_repr(self);
}

static PyMethodDef later_defs[] = { { "__repr__", later_repr_meth, METH_NOARGS, "Return repr(self)." } };

int pyaddr_mask_reprs(PyObject *types)
{
	if (!PyTuple_Check(types) || PyTuple_GET_SIZE(types) > later.cap - later.n) {
		PyErr_SetString(PyExc_TypeError, "pyaddr_mask_reprs(tuple of types)");
		return -1;
	}
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(types); i++) {
		PyTypeObject *t = (PyTypeObject *)PyTuple_GET_ITEM(types, i);
		if (!PyType_Check(t)) {
			PyErr_SetString(PyExc_TypeError, "pyaddr_mask_reprs: a type expected");
			return -1;
		}
		if (pymod_origs_patch(&later, t, offsetof(PyTypeObject, tp_repr), PYMOD_SLOT(later_repr), NULL) < 0 ||
		    pymod_install_methods(t, later_defs, 1) < 0)
			return -1;
	}
	return 0;
}
