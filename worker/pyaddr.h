/* SPDX-License-Identifier: MIT */
/* pyaddr_: what user code may learn of addresses (worker/pyaddr.c). */
#pragma once

/* Before Py_Initialize: a secret key; object's default hash, CPython's pointer hash and
 * the reprs that print an address all show keyed values instead. 0 or -1. */
int pyaddr_init(void);
