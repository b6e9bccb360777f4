/* SPDX-License-Identifier: MIT */
/* Room for the answer when user code runs out of memory.
 *
 * A worker's memory limit is RLIMIT_AS; code that
 * fills it with small objects leaves nothing for the answer (the traceback, the JSON, the
 * frame), and the worker died without one. Two PROT_NONE mappings (address space, no
 * memory, no page faults) are taken before the limit is set, which counts them on top of
 * the limit:
 *  - the spare goes at the first allocation that fails for good, so that the MemoryError
 *    can unwind with its traceback and the code's own handlers can run. That is a failure
 *    of the raw domain (CPython's public allocator hook): pymalloc falls back to it when
 *    no arena can be had, so every object allocation that raises MemoryError ends there;
 *  - the rest goes when user code returns: the answer's own memory.
 *
 * Not a security mechanism: it only lets honest code that runs out of memory get a
 * MemoryError answer. A worker that unmaps it early only loses that. */
#define _GNU_SOURCE
#include "worker/evaluator/reserve.h"
#include <Python.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>

#define SPARE_BYTES ((size_t)8 << 20)
#define REPLY_BYTES (RSV_BYTES - SPARE_BYTES)

static void *spare, *reply;
static PyMemAllocatorEx raw;      /* the raw domain's allocator before ours */

static void *take(size_t n)
{
	void *p = mmap(NULL, n, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

static void give(void **p, size_t n)
{
	if (*p != NULL && munmap(*p, n) == 0)
		*p = NULL;
}

int rsv_take(void)
{
	if (spare == NULL)
		spare = take(SPARE_BYTES);
	if (reply == NULL)
		reply = take(REPLY_BYTES);
	return spare != NULL && reply != NULL ? 0 : -ENOMEM;
}

void rsv_release(void)
{
	give(&spare, SPARE_BYTES);
	give(&reply, REPLY_BYTES);
}

/* The allocation still fails (CPython raises MemoryError); what follows has room. */
static void *failed(void)
{
	give(&spare, SPARE_BYTES);
	return NULL;
}

static void *raw_malloc(void *ctx, size_t n)
{
	void *p = raw.malloc(raw.ctx, n);

	return p ? p : failed();
}

static void *raw_calloc(void *ctx, size_t nelem, size_t elsize)
{
	void *p = raw.calloc(raw.ctx, nelem, elsize);

	return p ? p : failed();
}

static void *raw_realloc(void *ctx, void *ptr, size_t n)
{
	void *p = raw.realloc(raw.ctx, ptr, n);

	return p || n == 0 ? p : failed();
}

static void raw_free(void *ctx, void *ptr)
{
	raw.free(raw.ctx, ptr);
}

void rsv_hook_allocators(void)
{
	PyMemAllocatorEx r = { NULL, raw_malloc, raw_calloc, raw_realloc, raw_free };

	PyMem_GetAllocator(PYMEM_DOMAIN_RAW, &raw);
	PyMem_SetAllocator(PYMEM_DOMAIN_RAW, &r);
}

/* A worker at its memory limit cannot grow its stack either (RLIMIT_AS counts the stack
 * mapping): a deeper call there, on an exception's path say, would crash instead of
 * raising MemoryError. The template's stack mapping is grown once to nearly the stack limit the
 * workers get (one read at its new bottom: a zero page, no memory), and every fork
 * inherits it. */
int rsv_grow_stack(size_t bytes)
{
	unsigned long lo, hi, want;
	char line[256];
	struct rlimit rl;
	FILE *f;
	int found = 0;

	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < bytes)
		bytes = rl.rlim_cur;
	if (bytes <= ((size_t)1 << 20))
		return 0;
	f = fopen("/proc/self/maps", "re");
	if (f == NULL)
		return -errno;
	while (!found && fgets(line, sizeof(line), f) != NULL)
		found = strstr(line, "[stack]") != NULL && sscanf(line, "%lx-%lx", &lo, &hi) == 2;
	fclose(f);
	if (!found)
		return -ENOENT;
	/* 1 MiB short of the limit: the arguments and environment above count too. */
	want = (hi - bytes + ((size_t)1 << 20)) & ~4095UL;
	if (want < lo)
		(void)*(volatile const char *)(uintptr_t)want;
	return 0;
}
