/* SPDX-License-Identifier: MIT */
/* pyfmt_: str.format/format_map whose replacement fields may not reach forbidden or
 * private attributes (worker/pyfmt.c). Setup-only. */
#pragma once
#include <Python.h>

/* Replace str.format and str.format_map in str's type dict. 0, or -1 with an exception
 * set. Idempotent. */
int pyfmt_patch_str(void);
