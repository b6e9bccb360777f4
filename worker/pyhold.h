/* SPDX-License-Identifier: MIT */
/* pyhold_: CPython 3.11 C code that uses objects it does not hold across a call into
 * Python, made to hold them (worker/pyhold.c). Setup-only. */
#pragma once
#include <Python.h>

/* list's repr and extended-slice assignment, the reprs of the given types (they hold
 * self: slice, itertools.count, time.struct_time, defaultdict, bound methods),
 * defaultdict's __missing__, __init__ once for the types of init_once_types ({type:
 * names of the members __init__ replaces}), SimpleNamespace's repr. 0, or -1 with an
 * exception set. Once. */
int pyhold_fix(PyObject *self_repr_types, PyObject *defaultdict, PyObject *init_once_types,
	       PyObject *simple_namespace);

/* The named member of type made read-only (setup). 0, or -1 with an exception set. */
int pyhold_readonly_member(PyObject *type, PyObject *name);

/* A staticmethod made with __new__ alone refuses a call (its slot and its __call__). */
int pyhold_uninit_staticmethod(void);
/* property.getter/setter/deleter(None) keep None's reference count. */
int pyhold_property_copiers(void);
/* collections.Counter's counting helper (_collections._count_elements), holding the
 * count it adds to: a METH_FASTCALL function. */
PyObject *pyhold_count_elements(PyObject *self, PyObject *const *a, Py_ssize_t n);
/* _safepy.json_plain(o): whether o is made only of exact dicts (keys None, bool, int,
 * float or str), lists, tuples, str, int, float, bool and None, at most 512 deep: a graph
 * json's C encoder can encode without running user code. */
PyObject *pyhold_json_plain(PyObject *self, PyObject *o);
