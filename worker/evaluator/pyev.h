/* SPDX-License-Identifier: MIT */
/* pyev_: the embedded interpreter: start-up in the template, per-request evaluation in
 * a worker. The Python half of the evaluator is worker/evaluator/harness.py, compiled in. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "policy/policy.h"

struct pyev_config {
	const struct pol_limits *lim;
	const char *const *extra_imports;  /* NULL-terminated, already policy-checked */
	const char *const *denied;         /* NULL-terminated: allowed modules taken away */
	const char *const *paths;          /* NULL-terminated: more module directories */
	bool science;                      /* load the scientific libraries too */
	bool no_python_layer;              /* test builds only: policy off, native calls on */
};

/* Initialize CPython (isolated, no site, no signal handlers, the
 * linked interpreter's own standard library), import the
 * allowed modules and build the restricted namespace. Returns 0 or -1 (message on stderr). */
int pyev_init(const struct pyev_config *c);
/* Touch the request path once in a new worker, so its copy-on-write faults are paid
 * before READY instead of by the first caller. */
int pyev_prefault(void);
/* In a probe child of the template: the calls whose pages workers copy early (hot.h). */
int pyev_probe(void);
/* Run one request (session: in the globals of the earlier session requests); *out is a
 * malloc'd JSON object text (never NULL on return 0). */
int pyev_run(const uint8_t *code, size_t n, bool session, char **out, size_t *out_len);
