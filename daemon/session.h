/* SPDX-License-Identifier: MIT */
/* sess_: the named sessions of one MCP connection. A session keeps its module globals
 * from call to call in a worker of its own, confined like any; it belongs to the
 * connection that made it (another client of the same daemon cannot name it) and ends
 * after an idle time, when the connection closes, on reset, or when a call in it hits a
 * limit, is cancelled or its worker dies: then the next call naming it is told why. */
#pragma once
#include <stdbool.h>
#include <stdint.h>
#include "daemon/ev.h"
#include "daemon/pool.h"

#define SESS_NAME_MAX 64

struct sess_table;

struct sess_table *sess_new(struct ev *ev, struct pool *pool, const struct pol_limits *lim);
/* Ends every session (their workers are killed); calls still waiting are dropped
 * unanswered (the connection is gone). */
void sess_free(struct sess_table *t);

/* Whether name is a session name (1-64 of [A-Za-z0-9_.-]). */
bool sess_name_valid(const char *name, size_t len);

/* Runs a call in the named session, after the calls already waiting in it (reset: in a
 * fresh session, the old one's state dropped first). fn runs exactly once unless the call
 * is cancelled, with the output object plus "session": {"name", "new"}; a call refused
 * before it runs (sessions off, a lost session, a limit) gets an error object. *handle
 * names the call for sess_cancel. 0, or -ENOMEM (fn not called). */
int sess_call(struct sess_table *t, const char *name, bool reset, const char *code, size_t len,
	      double timeout_s, pool_done_fn fn, void *ctx, uint64_t *handle);
/* Drops a waiting call, or stops the running one (the session is then lost). */
void sess_cancel(struct sess_table *t, uint64_t handle);
