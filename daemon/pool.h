/* SPDX-License-Identifier: MIT */
/* pool_: the template (zygote) and its pre-forked, confined workers.
 *
 * The supervisor trusts no byte from a worker: frames are size-limited and decoded in
 * proto/, accepted only in the state that allows them (READY once, then RESULT once for the
 * job in flight), and the RESULT's JSON is re-validated field by field. A worker that
 * breaks any rule is killed and its job answered with an error. */
#pragma once
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <json-c/json.h>
#include "daemon/ev.h"
#include "policy/policy.h"

struct pool;

struct pool_config {
	struct pol_limits lim;
	const char *worker_path;
	const char *const *extra_imports; /* NULL-terminated */
	bool test_no_python_layer;
};

/* structured is the run_python output object (owned by the callback), never NULL. */
typedef void (*pool_done_fn)(void *ctx, json_object *structured);

struct pool *pool_new(struct ev *ev, const struct pool_config *cfg);
/* Stops the template and kills every worker; returns when all are reaped. */
void pool_free(struct pool *p);
/* Queue one call; the callback runs exactly once unless the job is cancelled. */
int pool_submit(struct pool *p, const char *code, size_t len, double timeout_s,
		pool_done_fn fn, void *ctx, uint64_t *job_id);
/* Kill the job's worker (or drop it from the queue); its callback never runs. */
void pool_cancel(struct pool *p, uint64_t job_id);
/* Optional layers the template reported (SBX_LAYER_* bits), or -1 if not known yet. */
int pool_layers(const struct pool *p);
/* Builds an error-only structured object (also used for argument errors). */
json_object *pool_error_object(const char *type, const char *message, double duration_ms);
