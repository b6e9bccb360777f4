/* SPDX-License-Identifier: MIT */
/* pycaller_: who is calling, for the checks that let standard-library code do what user
 * code may not (set a dunder on a class, read a function's code, take a frame, compile). */
#pragma once
#include <Python.h>
#include <stdbool.h>

/* Whether the code on top of the stack acts for the user. Only the functions registered
 * with pycaller_trust (the stdlib code that sets dunders on the classes it builds, takes
 * its caller's module name, reads a signature) act for themselves; every other frame
 * counts as the user's, so a C callable the user hands to any stdlib function (a
 * functools.partial of type.__setattr__ as a key=, a write(), a _missing_) runs with the
 * user's rights (red-team pass 78). */
bool pycaller_is_user(void);

/* The same for an explicit call of type.__setattr__/__delattr__ on type with name (the
 * method object, which a C callable of the user's can wrap and a listed function then
 * call unknowingly): only from code registered as making that call itself, or from a
 * forwarder (EnumType.__setattr__) serving a store a listed function made through the
 * metaclass's slot (pycaller_store_begin). */
bool pycaller_explicit_is_user(PyObject *type, PyObject *name);

/* Around a store through a forwarding metaclass's slot: records who made it (true if
 * recorded; pass that to _end). */
bool pycaller_store_begin(PyObject *type, PyObject *name);
void pycaller_store_end(bool recorded);

/* While delta > 0 is in force, every check answers "user" (finalizers). */
void pycaller_force_user(int delta);

/* Whether the code on top may compile and exec (namedtuple, dataclasses, registered
 * with allow_exec_from and, for some, only from one caller: allow_exec_internal). */
bool pycaller_may_exec(void);

/* _safepy.allow_exec_from(*codes), _safepy.allow_exec_internal(code, caller): setup-only. */
PyObject *pycaller_allow_exec_from(PyObject *self, PyObject *args);
PyObject *pycaller_allow_exec_internal(PyObject *self, PyObject *const *a, Py_ssize_t n);

/* _safepy.trust_callers(trusted, explicit, forwarders), three tuples of code objects:
 * setup-only; registers them by address (and keeps them alive). */
PyObject *pycaller_trust(PyObject *self, PyObject *args);
