/* SPDX-License-Identifier: MIT */
/* kids_: the supervisor's children that are not (yet) named workers. As the child
 * subreaper it also receives processes a compromised worker might start; those are
 * reported when reaped and killed at shutdown. The pool keeps its own workers. */
#pragma once
#include <stdbool.h>
#include <sys/types.h>

struct kids;

/* Makes this process a child subreaper and remembers the children it already has (a
 * shell's `exec safepy` can leave some: they are never ours to kill). NULL on failure. */
struct kids *kids_new(void);
void kids_free(struct kids *k);

/* A reaped child no named worker has. waiting: some worker still awaits its pid from the
 * template, so it may be that one (kept until kids_take or kids_settle); else it is
 * reported as a stray, unless it was inherited or expected (kids_expect_unnamed). */
void kids_reaped(struct kids *k, pid_t pid, int status, double cpu, bool waiting);
/* The template named pid: true, with its status, if it was reaped already. */
bool kids_take(struct kids *k, pid_t pid, int *status, double *cpu);
/* No worker awaits its pid any more: the children kept were none of them. */
void kids_settle(struct kids *k);
/* A stopped template will never name n workers it may have forked: their pids come
 * unnamed for a while and are not reported. */
void kids_expect_unnamed(struct kids *k, unsigned n);

/* Shutdown: kills every child but inherited ones and reaps them for about a second (a
 * worker killed after its answer exits at idle priority). own(ctx, pid) says whether a
 * reaped pid was the template or a named worker; waiting workers still unnamed are not
 * reported. */
void kids_sweep(struct kids *k, int sigfd, unsigned waiting, bool (*own)(void *ctx, pid_t pid),
		void *ctx);
