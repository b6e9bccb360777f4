/* SPDX-License-Identifier: MIT */
/* pyexc_: exception messages of CPython 3.11 made safe against fields user code changes
 * (worker/pyexc.c). Setup-only. */
#pragma once
#include <Python.h>

/* The str and repr of BaseException, KeyError, SyntaxError, OSError, ImportError and
 * BaseExceptionGroup hold args and the fields they format; the three UnicodeError
 * messages are rebuilt on held, checked values. Every exception type that exists now and
 * shares one of those slots gets the safe one. 0, or -1 with an exception set. Once. */
int pyexc_fix(void);
