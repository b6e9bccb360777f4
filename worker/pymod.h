/* SPDX-License-Identifier: MIT */
/* The _safepy builtin module: the C half of the restricted evaluator (audit hook, checked
 * attribute access, str.format field check, the user phase switch). */
#pragma once
#include <Python.h>

PyObject *pymod_init(void);
/* Installed before Py_Initialize so it sees every event from the first one. */
int pymod_audit_hook(const char *event, PyObject *args, void *data);
/* Test builds only: turn the Python layer off (the kernel layer must hold alone). */
void pymod_disable_python_layer(void);

/* Before Py_Initialize: default hashes keyed with a secret (not address / 16). 0 or -1. */
int pymod_keyed_hashes(void);
