/* SPDX-License-Identifier: MIT */
/* worker/perf/arena.c: arenas come from 2 MiB-aligned slabs marked for huge pages, an emptied
 * arena is reused rather than unmapped, and memory this allocator did not map (arenas
 * from before its install) is still unmapped. Links libpython like the worker (never
 * sanitized); no interpreter is started: the allocator is plain memory management. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <Python.h>
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "worker/perf/arena.h"

#define MiB (1u << 20)

static PyObjectArenaAllocator al;

static int setup(void **state)
{
	(void)state;
	if (arena_install() < 0)
		return -1;
	PyObject_GetArenaAllocator(&al);
	return 0;
}

static bool mapped(void *p)
{
	unsigned char v;

	return mincore(p, 4096, &v) == 0; /* ENOMEM once unmapped */
}

/* The VmFlags line of the mapping holding p, from /proc/self/smaps. */
static bool vm_flag(void *p, const char *flag)
{
	FILE *f = fopen("/proc/self/smaps", "re");
	char line[512];
	bool in = false, found = false;

	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;
		if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' '))
			in = (uintptr_t)p >= lo && (uintptr_t)p < hi;
		else if (in && strncmp(line, "VmFlags:", 8) == 0)
			found = strstr(line, flag) != NULL;
	}
	fclose(f);
	return found;
}

static void test_slab_aligned_and_shared(void **state)
{
	char *a = al.alloc(al.ctx, MiB), *b = al.alloc(al.ctx, MiB), *c;

	(void)state;
	assert_non_null(a);
	assert_non_null(b);
	assert_int_equal((uintptr_t)a % (2 * MiB), 0); /* a huge page needs the alignment */
	assert_ptr_equal(b, a + MiB);                   /* two arenas per slab */
	memset(a, 1, MiB);
	memset(b, 2, MiB);
	c = al.alloc(al.ctx, MiB);                      /* the next one starts a new slab */
	assert_int_equal((uintptr_t)c % (2 * MiB), 0);
	assert_true(c != a && c != b);
	al.free(al.ctx, c, MiB);
	al.free(al.ctx, b, MiB);
	al.free(al.ctx, a, MiB);
}

static void test_slab_asks_for_huge_pages(void **state)
{
	char *a = al.alloc(al.ctx, MiB);

	(void)state;
	assert_non_null(a);
	if (access("/sys/kernel/mm/transparent_hugepage", F_OK) != 0) {
		al.free(al.ctx, a, MiB);
		skip(); /* a kernel without THP: madvise refuses, plain pages are fine */
	}
	assert_true(vm_flag(a, " hg"));
	al.free(al.ctx, a, MiB);
}

static void test_emptied_arena_reused_not_unmapped(void **state)
{
	char *a = al.alloc(al.ctx, MiB), *b;

	(void)state;
	assert_non_null(a);
	a[4096] = 7;
	al.free(al.ctx, a, MiB);
	assert_true(mapped(a));                 /* kept: a worker lives for one request */
	b = al.alloc(al.ctx, MiB);
	assert_ptr_equal(b, a);                 /* last freed, first reused */
	assert_int_equal(b[4096], 7);           /* the same memory, not a fresh mapping */
	al.free(al.ctx, b, MiB);
}

static void test_foreign_memory_unmapped(void **state)
{
	/* An arena the template mapped with CPython's default allocator. */
	char *t = mmap(NULL, MiB, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	(void)state;
	assert_true(t != MAP_FAILED);
	t[0] = 1;
	al.free(al.ctx, t, MiB);
	assert_false(mapped(t));
}

static void test_odd_size_plain_mapping(void **state)
{
	char *p = al.alloc(al.ctx, 3 * MiB);

	(void)state;
	assert_non_null(p);
	p[3 * MiB - 1] = 1;
	al.free(al.ctx, p, 3 * MiB);
	assert_false(mapped(p));
}

static void test_other_size_plain_mapping(void **state)
{
	/* Divides the slab, but is not the arena size the allocator was first asked for. */
	char *p = al.alloc(al.ctx, MiB / 2);

	(void)state;
	assert_non_null(p);
	p[0] = 1;
	al.free(al.ctx, p, MiB / 2);
	assert_false(mapped(p));
}

static void test_retention_bounded(void **state)
{
	enum { N = 70 }; /* 64 MiB are kept for reuse; the rest goes back to the system */
	char *a[N];

	(void)state;
	for (int i = 0; i < N; i++) {
		a[i] = al.alloc(al.ctx, MiB);
		assert_non_null(a[i]);
		a[i][0] = 1;
	}
	for (int i = 0; i < N; i++)
		al.free(al.ctx, a[i], MiB);
	for (int i = 0; i < N; i++)
		assert_int_equal(mapped(a[i]), i < 64);
	for (int i = 0; i < 64; i++) /* the kept ones come back, last freed first */
		assert_ptr_equal(al.alloc(al.ctx, MiB), a[63 - i]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_slab_aligned_and_shared),
		cmocka_unit_test(test_slab_asks_for_huge_pages),
		cmocka_unit_test(test_emptied_arena_reused_not_unmapped),
		cmocka_unit_test(test_foreign_memory_unmapped),
		cmocka_unit_test(test_odd_size_plain_mapping),
		cmocka_unit_test(test_other_size_plain_mapping),
		cmocka_unit_test(test_retention_bounded),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
