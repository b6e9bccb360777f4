/* SPDX-License-Identifier: MIT */
/* Set tables never reused while a set compares keys: setobject.o's calls of
 * PyObject_RichCompareBool and PyMem_Free are renamed to the two functions below in the
 * worker's copy of libpython (worker/libpython.cmake), for every program linked with it.
 *
 * Trust: no Python code runs here but the compare itself. */
#include <Python.h>
#include <stdbool.h>

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
/* The first operand of each compare that returned, held one more time: set_lookkey and
 * set_add_entry release their own reference to it between the compare and the restart
 * check, and a last release there would run its __del__, free to allocate a table at the
 * address just freed (red-team pass 82). Released at the next compare, before it starts,
 * while frees are held. */
static PyObject **set_held;
static size_t set_nheld, set_capheld;

/* Called by setobject.o only (the names its references were given). */
void safepy_set_mem_free(void *p);
int safepy_set_richcompare_bool(PyObject *a, PyObject *b, int op);

/* Appends p to *v (grown with the raw allocator: no Python code, no collection); false
 * when there is no room. */
static bool push(void ***v, size_t *n, size_t *cap, void *p)
{
	if (*n == *cap) {
		size_t c = *cap ? 2 * *cap : 16;
		void **k = PyMem_RawRealloc(*v, c * sizeof(*k));

		if (k == NULL)
			return false;
		*v = k;
		*cap = c;
	}
	(*v)[(*n)++] = p;
	return true;
}

void safepy_set_mem_free(void *p)
{
	if (set_compares > 0 && p != NULL) {
		(void)push(&set_kept, &set_nkept, &set_capkept, p); /* no room: kept for good */
		return;
	}
	PyMem_Free(p);
}

int safepy_set_richcompare_bool(PyObject *a, PyObject *b, int op)
{
	int r;

	set_compares++;
	/* Earlier compares' operands: their lookups have made their checks. A __del__ run
	 * here frees into the kept list. */
	while (set_nheld > 0)
		Py_DECREF((PyObject *)set_held[--set_nheld]);
	r = PyObject_RichCompareBool(a, b, op);
	Py_INCREF(a);
	(void)push((void ***)&set_held, &set_nheld, &set_capheld, a); /* no room: held for good */
	if (--set_compares == 0)
		while (set_nkept > 0)
			PyMem_Free(set_kept[--set_nkept]);
	return r;
}
