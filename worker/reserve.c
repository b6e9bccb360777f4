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
#include <sys/mman.h>

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
