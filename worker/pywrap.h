/* SPDX-License-Identifier: MIT */
/* CPython functions the static worker's interpreter reaches in our versions (linked with
 * --wrap; worker/pywrap.c). Nothing here is called by name: the linker sends the
 * interpreter's own calls to these. */
#pragma once
#include <Python.h>

int __wrap_PyObject_GenericSetAttr(PyObject *obj, PyObject *name, PyObject *value);
Py_ssize_t __wrap__PyDict_GetItemHint(PyDictObject *mp, PyObject *key, Py_ssize_t hint,
				      PyObject **value);
int __wrap__Py_Specialize_StoreAttr(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name);
int __wrap__Py_Specialize_LoadAttr(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name);
int __wrap__Py_Specialize_LoadMethod(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name);
PyObject *__wrap_PyErr_NoMemory(void);
PyObject *__wrap__PyErr_NoMemory(PyThreadState *tstate);
