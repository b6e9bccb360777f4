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
	const char *const *denied_imports; /* NULL-terminated: allowed ones taken away */
	const char *const *python_paths;   /* NULL-terminated: more module directories */
	bool science;          /* a scientific library is installed and allowed: calls naming
				* one (and sessions) run in the science template */
	bool preload_science;  /* start it with the pool, not on first need */
	const char *mpl_cache; /* matplotlib's cache directory (its font list), or NULL */
	bool test_no_python_layer;
};

/* structured is the run_python output object (owned by the callback), never NULL. */
typedef void (*pool_done_fn)(void *ctx, json_object *structured);
/* A session's worker went away (type and msg say how, as a call's error would); the
 * session is dead and is not used again. */
typedef void (*pool_lost_fn)(void *ctx, const char *type, const char *msg);
struct pool_sess;

struct pool *pool_new(struct ev *ev, const struct pool_config *cfg);
/* Stops the template and kills every worker; returns when all are reaped. */
void pool_free(struct pool *p);
/* Queue one call; the callback runs exactly once unless the job is cancelled. With a
 * session, the call runs in the session's worker, in the globals of its earlier calls
 * (one call at a time: -EBUSY while one runs). */
int pool_submit(struct pool *p, struct pool_sess *sess, const char *code, size_t len,
		double timeout_s, pool_done_fn fn, void *ctx, uint64_t *job_id);
/* Kill the job's worker (or drop it from the queue); its callback never runs. */
void pool_cancel(struct pool *p, uint64_t job_id);
/* A session: a worker of its own from its first call on, kept between calls, confined
 * like any. -EBUSY when one more would leave no worker for calls without a session
 * (--max-workers counts each session's worker). lost is called if the worker goes away
 * by itself (a limit, a crash, a cancelled call). */
int pool_sess_new(struct pool *p, pool_lost_fn lost, void *ctx, struct pool_sess **out);
/* Ends the session: its worker is killed (lost is not called) and a queued call dropped. */
void pool_sess_end(struct pool *p, struct pool_sess *s);
/* How many sessions exist, server-wide. */
unsigned pool_sessions(const struct pool *p);
/* Optional layers the template reported (SBX_LAYER_* bits), or -1 if not known yet. */
int pool_layers(const struct pool *p);
