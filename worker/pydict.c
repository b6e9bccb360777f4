/* SPDX-License-Identifier: MIT */
/* reversed(d) (and of d.values(), d.items()) remembers a position in d's entry table and
 * checks, on each next(), only that d's size is unchanged. d.clear() and one insertion
 * leave the size as it was and the table new and smaller: next() then reads past the end
 * of the new table and returns (and increfs) whatever pointer lies there (red-team pass
 * 68: a fake bytearray over all memory, with an address from elsewhere). Each next() now
 * checks the position against the table it is about to read.
 *
 * The iterator's layout is CPython 3.11's dictiterobject, checked on a sample at setup.
 *
 * Trust: patched once at setup, in the template, before any user code. */
#define PY_SSIZE_T_CLEAN
#define Py_BUILD_CORE 1
#include "worker/pydict.h"
#include <internal/pycore_dict.h>
#include <stdbool.h>
#include "worker/pymod.h"

typedef struct {
	PyObject_HEAD
	PyDictObject *di_dict; /* NULL once exhausted */
	Py_ssize_t di_used;
	Py_ssize_t di_pos;
	PyObject *di_result;
	Py_ssize_t len;
} dictiter;

static iternextfunc orig_next;
static PyTypeObject *const rev_types[] = { &PyDictRevIterKey_Type, &PyDictRevIterValue_Type,
					   &PyDictRevIterItem_Type };
#define N_REV (sizeof(rev_types) / sizeof(rev_types[0]))

static PyObject *rev_next(PyObject *self)
{
	dictiter *di = (dictiter *)self;
	PyDictObject *d = di->di_dict;

	/* The entries a split table orders number ma_used; a combined table has dk_nentries. */
	if (d != NULL && di->di_used == d->ma_used && di->di_pos >= 0 &&
	    di->di_pos >= (d->ma_values != NULL ? d->ma_used : d->ma_keys->dk_nentries)) {
		di->di_used = -1; /* sticky, as CPython's own "changed size" */
		PyErr_SetString(PyExc_RuntimeError, "dictionary changed during iteration");
		return NULL;
	}
	return orig_next(self);
}

static PyObject *rev_next_meth(PyObject *self, PyObject *unused)
{
	PyObject *r;
	bool ok = false;

	(void)unused;
	for (size_t i = 0; i < N_REV; i++)
		ok = ok || Py_IS_TYPE(self, rev_types[i]);
	if (!ok)
		return PyErr_Format(PyExc_TypeError, "descriptor '__next__' requires a reverse dict iterator");
	r = rev_next(self);
	if (r == NULL && !PyErr_Occurred())
		PyErr_SetNone(PyExc_StopIteration);
	return r;
}

static PyMethodDef next_def[] = { { "__next__", rev_next_meth, METH_NOARGS, "Implement next(self)." } };

/* The layout above, on a sample: a two-entry dict's reverse iterator. */
static bool layout_ok(void)
{
	PyObject *d = Py_BuildValue("{i:i,i:i}", 1, 1, 2, 2), *it;
	dictiter *di;
	bool ok;

	it = d ? PyObject_CallMethod(d, "__reversed__", NULL) : NULL;
	di = (dictiter *)it;
	ok = it != NULL && Py_IS_TYPE(it, &PyDictRevIterKey_Type) && di->di_dict == (PyDictObject *)d &&
	     di->di_used == 2 && di->di_pos == 1 && di->len == 2;
	Py_XDECREF(it);
	Py_XDECREF(d);
	PyErr_Clear();
	return ok;
}

int pydict_fix(void)
{
	if (orig_next != NULL || !layout_ok()) {
		PyErr_SetString(PyExc_SystemError, "dict reverse iterator: unexpected layout (or patched twice)");
		return -1;
	}
	orig_next = PyDictRevIterKey_Type.tp_iternext;
	for (size_t i = 0; i < N_REV; i++) {
		if (rev_types[i]->tp_iternext != orig_next) {
			PyErr_SetString(PyExc_SystemError, "dict reverse iterators: unexpected next()");
			return -1;
		}
		if (pymod_replace_slot(rev_types[i], offsetof(PyTypeObject, tp_iternext), PYMOD_SLOT(orig_next),
				       PYMOD_SLOT(rev_next)) < 0 ||
		    pymod_install_methods(rev_types[i], next_def, 1) < 0)
			return -1;
	}
	return 0;
}
