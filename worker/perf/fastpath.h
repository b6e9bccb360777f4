/* SPDX-License-Identifier: MIT */
/* The common request's fast path: parse, plan and compile in C, without a Python AST.
 * It takes only source the harness's checker would accept unchanged and that needs none
 * of its rewrites; for anything else it answers "not mine" and the checker decides. */
#pragma once
#include <Python.h>
#include <stdbool.h>

/* Name the harness gives a trailing expression's value (evaluator/harness.py _RESULT_NAME). */
#define FP_RESULT_NAME "__safepy_value__"

/* Whether this build has the fast path (it needs CPython's internal parser API, which
 * only the static interpreter exports to us). */
bool fp_available(void);

/* src/len: the request's bytes. Returns a new (code, kind, name) tuple, where kind is
 * "value" (a trailing expression, stored under FP_RESULT_NAME), "name" (the last
 * statement assigns name) or None; Py_None when the source is not for the fast path;
 * Py_False when it tried and the source does not compile (its warnings were shown).
 * NULL only with an exception set (out of memory). */
PyObject *fp_compile(const char *src, Py_ssize_t len, PyObject *filename);
