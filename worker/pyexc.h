/* SPDX-License-Identifier: MIT */
/* pyexc_: exception messages of CPython 3.11 made safe against fields user code changes
 * (worker/pyexc.c). Setup-only. */
#pragma once
#include <Python.h>

/* OSError's __str__ (on OSError and on each of the given static subclasses that share
 * it; the tuple must include OSError) holds the fields it formats; the three
 * UnicodeError messages are rebuilt on held, checked values. 0, or -1 with an exception
 * set. Once. */
int pyexc_fix(PyObject *oserror_types);
