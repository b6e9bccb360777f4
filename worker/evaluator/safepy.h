/* SPDX-License-Identifier: MIT */
/* spy_: the _safepy builtin module, the C half of the policy layer: the user phase, the
 * audit hook that turns forbidden operations into clear errors, and the checked getattr
 * family. A guide rail for honest code; the kernel layer is the boundary. */
#pragma once
#include <Python.h>

/* The file name user code is compiled with; frames with it are the user's. */
#define SPY_USER_FILENAME "<code>"

/* The module's init function (PyImport_AppendInittab before Py_Initialize). */
PyObject *spy_init(void);
/* Installed before Py_Initialize, so it sees every event from the first one. */
int spy_audit_hook(const char *event, PyObject *args, void *data);
/* Test builds only: the policy layer off (the kernel layer must hold alone). */
void spy_disable_policy(void);
