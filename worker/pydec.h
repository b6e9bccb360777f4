/* SPDX-License-Identifier: MIT */
/* pydec_: decimal objects CPython 3.11 uses borrowed or half-made (worker/pydec.c).
 * Setup-only; each returns 0 (or a new reference) or -1 (NULL) with an exception set. */
#pragma once
#include <Python.h>

/* A Context's traps and flags dicts never point into a freed Context (the type and a
 * sample Context, to find and check the layout). */
int pydec_traps(PyObject *context_type, PyObject *sample);
/* Contexts that stop being current never die during the worker (a sample localcontext()
 * manager and its local context, to check the layout). Returns the setcontext to put in
 * the module's place (new reference), or NULL. */
PyObject *pydec_contexts(PyObject *decimal, PyObject *manager_type, PyObject *sample_manager,
			 PyObject *sample_local);
/* A SignalDict (the type) made with __new__ or re-initialized gets a flags word. */
int pydec_uninitialized(PyObject *signaldict_type);

/* The outermost stack frame of the request being run (pyev_run's): below it, a word that
 * points into _decimal's code means one of its functions may be running. */
void pydec_request_top(const void *top);
