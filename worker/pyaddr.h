/* SPDX-License-Identifier: MIT */
/* pyaddr_: what user code may learn of addresses (worker/pyaddr.c). */
#pragma once
#include <Python.h>

/* Before Py_Initialize: a secret key; object's default hash, CPython's pointer hash and
 * the reprs that print an address all show keyed values instead. 0 or -1. */
int pyaddr_init(void);

/* At setup: the reprs of types made during start-up that print their address (hashlib's
 * objects, thread locks) show the keyed value. 0, or -1 with an exception set. */
int pyaddr_mask_reprs(PyObject *types);

/* A keyed id() for the stdlib's own use. New reference. */
PyObject *pyaddr_id(PyObject *o);
