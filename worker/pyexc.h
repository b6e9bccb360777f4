/* SPDX-License-Identifier: MIT */
/* pyexc_: exception messages of CPython 3.11 made safe against fields user code changes
 * (worker/pyexc.c). Setup-only. */
#pragma once
#include <Python.h>

/* Given every builtin exception type: OSError's __str__ holds the fields it formats, the
 * three UnicodeError messages are rebuilt on held, checked values, and BaseException's
 * str/repr, KeyError's and SyntaxError's str hold args (and SyntaxError's fields) for the
 * call; each static subtype that shares a patched slot gets the held version. 0, or -1
 * with an exception set. Once. */
int pyexc_fix(PyObject *exception_types);
