/* SPDX-License-Identifier: MIT */
/* gen.throw() on a generator suspended in `yield from it` (it not a generator) looks up
 * it.throw while the generator still counts as suspended: a lookup that runs user code
 * (__getattr__, a property) can close the generator, which clears its frame, and if the
 * throw() found then raises, CPython 3.11 pops "the delegate" off the cleared frame and
 * releases it: a local freed twice (red-team pass 70: a fake bytearray over all memory).
 * genobject.o's calls to _PyFrame_Clear come here (worker/libpython.cmake): a cleared
 * generator frame is left holding one None on its stack, so that pop takes a reference
 * that exists. (A generator's frame memory is part of the generator object; the None's
 * reference is never given back: None lives for the process.)
 *
 * The same lookup can also resume the generator (red-team pass 71): it then suspends
 * elsewhere, and the pop and the jump CPython makes after a failed throw() land in a
 * frame that is no longer at its `yield from`. So genobject.o's lookups of "throw" come
 * here too and run no Python code: the method is found on the type, as a function or a
 * C method (bound without calling anything of the user's); a type with __getattr__ or
 * __getattribute__ of its own, or a throw that is another descriptor, is refused.
 *
 * Trust: no state; what the interpreter calls instead of its own. */
#define PY_SSIZE_T_CLEAN
#define Py_BUILD_CORE 1
#include <Python.h>
#include <internal/pycore_frame.h>

void safepy_gen_frame_clear(_PyInterpreterFrame *frame);
int safepy_gen_lookup_attr(PyObject *obj, PyObject *name, PyObject **result);

void safepy_gen_frame_clear(_PyInterpreterFrame *frame)
{
	_PyFrame_Clear(frame);
	if (frame->owner == FRAME_OWNED_BY_GENERATOR) {
		frame->localsplus[0] = Py_NewRef(Py_None);
		frame->stacktop = 1;
	}
}

int safepy_gen_lookup_attr(PyObject *obj, PyObject *name, PyObject **result)
{
	PyTypeObject *t = Py_TYPE(obj);
	PyObject *d;

	if (!PyUnicode_CheckExact(name) || !_PyUnicode_EqualToASCIIString(name, "throw"))
		return _PyObject_LookupAttr(obj, name, result);
	*result = NULL;
	if (t->tp_getattro != PyObject_GenericGetAttr) {
		PyErr_Format(PyExc_RuntimeError, "throw(): the delegate's type '%.200s' looks its "
			     "attributes up itself; not available in the sandbox", t->tp_name);
		return -1;
	}
	d = _PyType_Lookup(t, name); /* exact str over the MRO's dicts: no Python code */
	if (d == NULL)
		return 0;
	if (PyFunction_Check(d)) {
		*result = PyMethod_New(d, obj);
		return *result != NULL ? 1 : -1;
	}
	if (Py_IS_TYPE(d, &PyMethodDescr_Type) || Py_IS_TYPE(d, &PyWrapperDescr_Type) ||
	    Py_IS_TYPE(d, &PyStaticMethod_Type) || Py_IS_TYPE(d, &PyClassMethod_Type)) {
		*result = Py_TYPE(d)->tp_descr_get(d, obj, (PyObject *)t);
		return *result != NULL ? 1 : -1;
	}
	PyErr_Format(PyExc_RuntimeError, "throw(): the delegate's throw is a '%.200s'; not available "
		     "in the sandbox", Py_TYPE(d)->tp_name);
	return -1;
}
