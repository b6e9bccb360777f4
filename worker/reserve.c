/* SPDX-License-Identifier: MIT */
/* Address space held back from user code. A worker's memory limit is RLIMIT_AS; code that
 * fills it with small objects leaves nothing for the answer (the traceback, the JSON, the
 * frame), and the worker died without one. Two PROT_NONE mappings (address space, no
 * memory, no page faults) are taken before the limit is set, which counts them on top of
 * it, and given back (munmap) when the room is needed.
 *
 * Trust: the worker's own bookkeeping; user code cannot reach it. */
#define _GNU_SOURCE
#include "worker/reserve.h"
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>

#define SPARE_BYTES ((size_t)8 << 20)
#define REPLY_BYTES (RSV_BYTES - SPARE_BYTES)

static void *spare, *reply;

static void *take(size_t n)
{
	void *p = mmap(NULL, n, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

int rsv_take(void)
{
	spare = take(SPARE_BYTES);
	reply = take(REPLY_BYTES);
	return spare != NULL && reply != NULL ? 0 : -ENOMEM;
}

static void give(void **p, size_t n)
{
	if (*p != NULL && munmap(*p, n) == 0)
		*p = NULL;
}

void rsv_release_spare(void)
{
	give(&spare, SPARE_BYTES);
}

int rsv_rearm_spare(void)
{
	if (spare == NULL)
		spare = take(SPARE_BYTES);
	return spare != NULL ? 0 : -ENOMEM;
}

void rsv_release_reply(void)
{
	give(&spare, SPARE_BYTES);
	give(&reply, REPLY_BYTES);
}

/* A worker at its memory limit cannot grow its stack either (RLIMIT_AS counts the stack
 * mapping): a deeper call there, on an exception's path say, was a crash instead of a
 * MemoryError. The template's stack mapping is grown once to nearly the stack limit the
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
