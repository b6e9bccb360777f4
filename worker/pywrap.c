/* SPDX-License-Identifier: MIT */
/* CPython 3.11 functions that work on an instance's __dict__ they hold no reference to
 * while the dict operation runs Python code (a key's __hash__ or __eq__), which may
 * replace that __dict__ (red-team pass 62: a double free, then a fake object). The static
 * worker is linked with --wrap for each (CMakeLists.txt), so the interpreter's own calls,
 * and every slot and slot wrapper that names them, come here first.
 *
 * Trust: no state; what the interpreter calls instead of its own. */
#define PY_SSIZE_T_CLEAN
#define Py_BUILD_CORE 1
#include "worker/pywrap.h"
#include <internal/pycore_dict.h>
#include <internal/pycore_object.h>

int __real_PyObject_GenericSetAttr(PyObject *obj, PyObject *name, PyObject *value);
Py_ssize_t __real__PyDict_GetItemHint(PyDictObject *mp, PyObject *key, Py_ssize_t hint,
				      PyObject **value);

/* obj.name = value and del obj.name for nearly every type (object's slot, inherited):
 * CPython writes into the instance dict borrowed (_PyObject_StoreInstanceAttribute,
 * _PyObjectDict_SetItem), and a str-subclass name hashes and compares itself in there. */
int __wrap_PyObject_GenericSetAttr(PyObject *obj, PyObject *name, PyObject *value)
{
	PyObject *plain = NULL, *held = NULL, **dictptr;
	int r;

	if (PyUnicode_Check(name) && !PyUnicode_CheckExact(name)) {
		plain = PyUnicode_FromObject(name);
		if (plain == NULL)
			return -1;
		name = plain;
	}
	/* A key already in the dict (vars(), or a dict set as __dict__) can still answer
	 * __eq__: whatever it replaces, the dict being written lives until the write ends.
	 * (Attributes still inline have no dict yet: with a plain name, the one CPython makes
	 * from them runs no Python code.) */
	dictptr = _PyObject_DictPointer(obj);
	if (dictptr != NULL)
		held = Py_XNewRef(*dictptr);
	r = __real_PyObject_GenericSetAttr(obj, name, value);
	Py_XDECREF(held);
	Py_XDECREF(plain);
	return r;
}

/* The specializer's lookup of an attribute name in an instance's (or a module's) dict,
 * borrowed, before it rewrites LOAD_ATTR/STORE_ATTR: in a dict whose keys are not all
 * plain str, the lookup calls a key's __eq__, which can free that dict mid-lookup. Such a
 * dict is not looked into: the specializer takes "not found" and leaves the instruction
 * generic (which holds the dict). A dict of plain str keys compares without Python code. */
Py_ssize_t __wrap__PyDict_GetItemHint(PyDictObject *mp, PyObject *key, Py_ssize_t hint,
				      PyObject **value)
{
	if (!PyUnicode_CheckExact(key) || !DK_IS_UNICODE(mp->ma_keys))
		return DKIX_EMPTY;
	return __real__PyDict_GetItemHint(mp, key, hint, value);
}
