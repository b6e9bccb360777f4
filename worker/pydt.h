/* SPDX-License-Identifier: MIT */
/* pydt_: datetime methods that build an intermediate result through a subclass's own
 * constructor and then use it as a datetime (worker/pydt.c). Setup-only. */
#pragma once
#include <Python.h>

/* datetime.astimezone, datetime.utctimetuple and tzinfo.fromutc run on an exact datetime
 * copy of a subclass instance. 0, or -1 with an exception set. Once. */
int pydt_fix(void);
