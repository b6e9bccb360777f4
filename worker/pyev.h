/* SPDX-License-Identifier: MIT */
/* pyev_: the embedded interpreter: start-up in the template, per-request evaluation in
 * a worker. The Python half of the evaluator is worker/harness.py, compiled in. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "policy/policy.h"

struct pyev_config {
	const struct pol_limits *lim;
	const char *const *extra_imports;  /* NULL-terminated, already policy-checked */
	bool no_python_layer;              /* test builds only */
	bool test_inner_layers;            /* test builds only: outer checks off */
};

/* Initialize CPython (isolated, no site, no signal handlers, fixed paths), import the
 * allowed modules and build the restricted namespace. Returns 0 or -1 (message on stderr). */
int pyev_init(const struct pyev_config *c);
/* Touch the request path once in a new worker, so its copy-on-write faults are paid
 * before READY instead of by the first caller. */
int pyev_prefault(void);
/* Run one request; *out is a malloc'd JSON object text (never NULL on return 0). */
int pyev_run(const uint8_t *code, size_t n, char **out, size_t *out_len);

/* In a worker: no collection inside allocations; the SIGVTALRM handler the harness set up
 * collects between bytecodes instead (pymod.c gc_pending, harness.py _gc_step). 0 or -errno. */
int pyev_gc_at_safe_points(void);
