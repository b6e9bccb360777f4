/* SPDX-License-Identifier: MIT */
/* pyfix_: mitigations for memory-safety bugs of CPython 3.11 reachable from pure Python
 * (worker/pyfix.c). Setup-only; each returns 0 or -1 with an exception set. */
#pragma once
#include <Python.h>

/* bytearray methods that hold the buffer across a call into Python (__index__ of a slice,
 * a start/end, a %c argument) get plain ints, or work on a copy. */
int pyfix_bytearray(void);
/* list and OrderedDict comparisons, deque.index/remove: through snapshots holding
 * references (gh-120298, gh-119004, gh-115243). */
int pyfix_comparisons(PyTypeObject *deque);
/* itertools.groupby's groups may not be re-entered for the same groupby (a sample groupby
 * and one of its groups, to check the group's layout); groupby itself goes to
 * pyfix_iterators. */
int pyfix_groupby(PyObject *groupby, PyObject *group);
/* OrderedDict's mutations may not be re-entered for the same OrderedDict, nor dict's
 * mutators applied to one inside them. */
int pyfix_odict(PyObject *sample_iter, PyObject *sample_od);
/* C iterator types whose next() may not be re-entered for the same iterator. */
int pyfix_iterators(PyObject *types);
/* struct.Struct: initialized once, never used before. New ref (None) or NULL. */
PyObject *pyfix_struct(PyObject *type);
