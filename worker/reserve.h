/* SPDX-License-Identifier: MIT */
/* rsv_: address space a worker holds back from user code, so that running out of memory
 * ends in a MemoryError answer instead of a worker that cannot report (worker/reserve.c). */
#pragma once
#include <stddef.h>

/* What the reserves add to the worker's RLIMIT_AS: user code still gets the whole limit. */
#define RSV_BYTES ((size_t)24 << 20)

/* Maps both reserves (no memory, only address space): in the template, so that every
 * worker inherits them before its rlimits. 0 or -errno. */
int rsv_take(void);
/* The spare (8 MiB): at the first MemoryError, so that the code raising it can finish
 * (CPython 3.11 crashes in places where a second allocation fails right after a first). */
void rsv_release_spare(void);
/* The spare again, if it was given back and the address space has room for it: before
 * code that crashes when two allocations fail in a row. 0, or -ENOMEM (no room: the caller
 * raises MemoryError instead of running that code). */
int rsv_rearm_spare(void);
/* The rest (16 MiB), when user code returns: the answer's own memory. */
void rsv_release_reply(void);
/* The main stack's mapping grown now to nearly `bytes` (capped by RLIMIT_STACK): in the
 * template, so that a worker never needs address space to deepen its stack. 0 or -errno. */
int rsv_grow_stack(size_t bytes);
