/* SPDX-License-Identifier: MIT */
/* rsv_: address space a worker holds back from user code, so that running out of memory
 * ends in a MemoryError answer instead of a worker that cannot report (worker/evaluator/reserve.c). */
#pragma once
#include <stddef.h>

/* What the reserve adds to the worker's RLIMIT_AS: user code still gets the whole limit. */
#define RSV_BYTES ((size_t)24 << 20)

/* Maps the reserve (address space only, no memory): in the template, so that every
 * worker inherits it before its rlimits; in a session's worker again after each answer,
 * where the address space has room. 0 or -errno. */
int rsv_take(void);
/* Wraps the raw allocator (before Python starts): the first allocation that fails gives
 * the spare back. */
void rsv_hook_allocators(void);
/* Gives all of it back when user code returns: the answer's own memory. */
void rsv_release(void);
/* The main stack's mapping grown now to nearly `bytes` (capped by RLIMIT_STACK): in the
 * template, so that a worker never needs address space to deepen its stack. 0 or -errno. */
int rsv_grow_stack(size_t bytes);
