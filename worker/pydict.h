/* SPDX-License-Identifier: MIT */
/* pydict_: dict internals CPython 3.11 reads past (worker/pydict.c). Setup-only. */
#pragma once
#include <Python.h>

/* The reverse iterators of dicts (keys, values, items) check their position against the
 * dict's current table. 0, or -1 with an exception set. Once. */
int pydict_fix(void);
