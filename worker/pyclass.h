/* SPDX-License-Identifier: MIT */
/* pycls_: the guards on classes, metaclasses and object's pickling helpers (worker/pyclass.c). */
#pragma once
#include <Python.h>
#include <stdbool.h>

/* Setup-only (lock_types): installs the guards on type, object and mappingproxy, and on the
 * given existing metaclasses that inherited type's slots. New ref (None) or NULL. */
PyObject *pycls_lock_types(PyObject *types);
/* Setup-only: the metaclass whose __setattr__/__delattr__ forward to type's (EnumType):
 * stores through it (and its later subclasses) record who made them (pycaller.h). */
PyObject *pycls_forward_setattr(PyObject *type);
/* Setup-only (allow_reduce): stdlib Python __reduce__ functions safe to run for the user. */
PyObject *pycls_allow_reduce(PyObject *args);
/* A class type.__new__ made but the guard refused (user code may hold it). */
bool pycls_refused(PyTypeObject *t);

/* Whether obj's type reduces it with a __reduce__ of its own that may run for user code
 * (a C type's, or a registered stdlib one): what copy then restores is public state. */
bool pycls_own_reduce_ok(PyObject *obj);
/* allow_default_reduce(cls, ...): stdlib classes whose instances' whole state is public. */
PyObject *pycls_allow_default_reduce(PyObject *args);
/* A descriptor type whose __get__ holds the instance for the call it returns: allowed as a
 * special method (setup; up to two). */
void pycls_binding_type(PyTypeObject *t);
/* io objects' finalizer (it calls close(), which a user subclass may make a C callable)
 * runs as user code whatever frame is on top: the given C base (_io._IOBase) and its
 * subclasses. 0, or -1 with an exception set. */
int pycls_guard_finalizers(PyObject *iobase);
