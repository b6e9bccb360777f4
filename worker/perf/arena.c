/* SPDX-License-Identifier: MIT */
/* Python's object arenas on transparent huge pages (the template's and a worker's).
 *
 * Why: a worker is a fresh process, so every page of memory the user's code allocates is
 * first touched there, one page fault per 4 KiB (~1 us each here). CPython's default
 * allocator maps each 1 MiB arena separately, faults in its pages one by one and unmaps
 * it when it empties, so allocation-heavy code (building and sorting a big dict, json of
 * a MiB) would spend a third of its time in faults that a long-lived python3 does not take.
 * Here arenas are carved from 2 MiB-aligned slabs marked MADV_HUGEPAGE (one fault fills
 * 2 MiB), and an emptied arena is kept for reuse rather than unmapped (up to 64 MiB of
 * them): a worker lives for one request, so retention costs nothing after it.
 *
 * Trust: this runs in the template (installed before Python starts) and, inherited, in
 * the confined workers, on memory the process owns; a slab is an ordinary
 * private anonymous mapping (the seccomp table allows nothing else), and madvise only
 * asks for huge pages. Slab bookkeeping is in this file's static storage, not in the
 * arenas the user's objects live in, except each free arena's link word, which only
 * this file writes while the arena is free. */
#define _GNU_SOURCE
#define PY_SSIZE_T_CLEAN
#include "worker/perf/arena.h"
#include <Python.h>
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <malloc.h>
#include <sys/mman.h>

#define SLAB (2u << 20)     /* one transparent huge page on x86-64 */
#define MAX_SLABS 2048      /* 4 GiB: beyond it (or if a slab fails), plain mappings */
#define MAX_KEPT (64u << 20) /* emptied arenas kept beyond this are unmapped: the address
			      * space limit must stay usable for big buffers after a peak */

static struct {
	uintptr_t slab[MAX_SLABS];  /* base addresses, in allocation order */
	size_t n_slabs;
	size_t arena;               /* the arena size (the first request's); others: plain */
	char *cur, *end;            /* the unused tail of the newest slab */
	void *free_list;            /* emptied arenas, each holding the next one's address */
	size_t kept;                /* bytes on the free list */
} st;

static bool ours(const void *p)
{
	for (size_t i = 0; i < st.n_slabs; i++)
		if ((uintptr_t)p - st.slab[i] < SLAB)
			return true;
	return false;
}

static int new_slab(void)
{
	char *m, *base;
	size_t head;

	if (st.n_slabs == MAX_SLABS)
		return -ENOMEM;
	/* Twice the size, then trim, for 2 MiB alignment (a huge page needs it). */
	m = mmap(NULL, 2 * SLAB, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
		 -1, 0);
	if (m == MAP_FAILED)
		return -errno;
	base = (char *)(((uintptr_t)m + SLAB - 1) & ~(uintptr_t)(SLAB - 1));
	head = (size_t)(base - m);
	if ((head && munmap(m, head) < 0) || munmap(base + SLAB, SLAB - head) < 0)
		return -errno; /* cannot happen for a mapping we just made; leak, do not guess */
	/* A hint: without it (THP off, or refused) the slab is plain 4 KiB pages. */
	(void)madvise(base, SLAB, MADV_HUGEPAGE);
	st.slab[st.n_slabs++] = (uintptr_t)base;
	st.cur = base;
	st.end = base + SLAB;
	return 0;
}

static void *arena_alloc(void *ctx, size_t size)
{
	void *p;

	(void)ctx;
	if (st.arena == 0 && size > 0 && SLAB % size == 0)
		st.arena = size;
	if (size == st.arena) {
		if (st.free_list != NULL) {
			p = st.free_list;
			st.free_list = *(void **)p;
			st.kept -= size;
			return p;
		}
		if ((size_t)(st.end - st.cur) >= size || new_slab() == 0) {
			p = st.cur;
			st.cur += size;
			return p;
		}
	}
	p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

static void arena_free(void *ctx, void *p, size_t size)
{
	(void)ctx;
	if (size == st.arena && st.kept + size <= MAX_KEPT && ours(p)) {
		*(void **)p = st.free_list;
		st.free_list = p;
		st.kept += size;
		return;
	}
	/* Arenas mapped before the install, plain fallbacks, and what is beyond MAX_KEPT (a hole in a
	 * slab: never handed out again, since the slab's bump pointer only moves on). */
	(void)munmap(p, size);
}

int arena_install(void)
{
	PyObjectArenaAllocator a = { NULL, arena_alloc, arena_free };

	PyObject_SetArenaAllocator(&a);
	return 0;
}
