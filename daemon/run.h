/* SPDX-License-Identifier: MIT */
/* run_: `safepy run FILE|-`, one call through the same sandbox, for CI steps. */
#pragma once
#include "daemon/ev.h"
#include "daemon/opts.h"
#include "daemon/pool.h"

enum {
	RUN_EXIT_OK = 0,
	RUN_EXIT_ERROR = 1,     /* a Python exception or a sandbox refusal */
	RUN_EXIT_USAGE = 2,
	RUN_EXIT_LIMIT = 3,     /* timeout, memory, CPU, killed, too large */
	RUN_EXIT_INTERNAL = 4,
};

/* Reads the file, runs it, prints the outcome; returns the exit status. */
int run_file(struct ev *ev, struct pool *pool, const struct opts *o);
