/* SPDX-License-Identifier: MIT */
/* native_: the test-only worker's C payload runner (never in an installed worker). */
#pragma once
#include <Python.h>

/* The _safepy_native module: raw system calls from inside a locked-down worker. */
PyObject *native_init(void);
