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

/* What the original printed with %p, replaced by a keyed value of the same form. */
static PyObject *masked(PyObject *r, const void *addr)
{
	PyObject *real, *fake, *out = NULL;
	char buf[32];

	if (r == NULL || addr == NULL)
		return r;
	/* Looks like a user-space address; 16-aligned, like every object's. */
	snprintf(buf, sizeof(buf), "0x%llx",
		 (unsigned long long)((keyed(addr) & 0x00fffffffff0ull) | 0x7f0000000000ull));
	real = PyUnicode_FromFormat("%p", addr);
	fake = PyUnicode_FromString(buf);
	if (real != NULL && fake != NULL)
		out = PyUnicode_Replace(r, real, fake, -1);
	Py_XDECREF(real);
	Py_XDECREF(fake);
	Py_DECREF(r);
	return out;
}

static PyObject *object_repr(PyObject *o) { return masked(orig[R_OBJECT](o), o); }
static PyObject *function_repr(PyObject *o) { return masked(orig[R_FUNCTION](o), o); }
static PyObject *gen_repr(PyObject *o) { return masked(orig[R_GEN](o), o); }
static PyObject *coro_repr(PyObject *o) { return masked(orig[R_CORO](o), o); }
static PyObject *asyncgen_repr(PyObject *o) { return masked(orig[R_ASYNCGEN](o), o); }

/* "<built-in method m of T object at %p>": the address is the bound self's. */
static PyObject *cfunction_repr(PyObject *o)
{
	return masked(orig[R_CFUNCTION](o), PyCFunction_GET_SELF(o));
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
