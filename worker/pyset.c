/* SPDX-License-Identifier: MIT */
/* Set tables never reused while a set compares keys: setobject.o's calls of
 * PyObject_RichCompareBool and PyMem_Free are renamed to the two functions below in the
 * worker's copy of libpython (worker/libpython.cmake), for every program linked with it.
 *
 * Trust: no Python code runs here but the compare itself. */
#include <Python.h>

/* Sets have the same restart check (setobject.c set_lookkey, set_add_entry: the table's
 * address and the entry's key): a table freed by a stored key's __eq__ (s.clear()) and a
 * smaller one allocated at the same address (s.update()) pass it, and the entry returned
 * lies past the new table: discard() then wrote a dummy there and dropped a reference it
 * no longer held (a freed key, refilled as a fake bytearray over all memory: red-team pass
 * 81). setobject.o's compares and frees come here (worker/libpython.cmake): while any set
 * compares keys, the tables sets free are kept, so no new table can take their address
 * and CPython's own check sees every replaced table. */
static int set_compares;              /* > 0 while setobject.o compares keys */
static void **set_kept;               /* tables freed meanwhile */
static size_t set_nkept, set_capkept;

/* Called by setobject.o only (the names its references were given). */
void safepy_set_mem_free(void *p);
int safepy_set_richcompare_bool(PyObject *a, PyObject *b, int op);

void safepy_set_mem_free(void *p)
{
	if (set_compares > 0 && p != NULL) {
		if (set_nkept == set_capkept) {
			size_t cap = set_capkept ? 2 * set_capkept : 16;
			void **k = PyMem_RawRealloc(set_kept, cap * sizeof(*k));

			if (k == NULL)
				return; /* no room to list it: kept for good, never reused */
			set_kept = k;
			set_capkept = cap;
		}
		set_kept[set_nkept++] = p;
		return;
	}
	PyMem_Free(p);
}

int safepy_set_richcompare_bool(PyObject *a, PyObject *b, int op)
{
	int r;

	set_compares++;
	r = PyObject_RichCompareBool(a, b, op);
	if (--set_compares == 0)
		while (set_nkept > 0)
			PyMem_Free(set_kept[--set_nkept]);
	return r;
}
