/* SPDX-License-Identifier: MIT */
/* mcp_: one MCP session over a pair of fds (stdio) or one socket (serve). Every request
 * gets exactly one answer, in completion order; notifications get none. */
#pragma once
#include <json-c/json.h>
#include "daemon/ev.h"
#include "daemon/pool.h"

struct mcp_session;
typedef void (*mcp_closed_fn)(void *ctx, struct mcp_session *s);

struct mcp_config {
	const struct pol_limits *lim;
	const char *const *extra_imports;
	const char *science;  /* the scientific libraries offered ("numpy, pandas, ..."), or "" */
	const char *const *denied_imports; /* allowed ones taken away (--deny-import) */
	size_t max_line;  /* bytes of one JSON-RPC line */
};

struct mcp_session *mcp_new(struct ev *ev, struct pool *pool, const struct mcp_config *cfg,
			    int in_fd, int out_fd, mcp_closed_fn closed, void *ctx);
/* The session closes its fd when freed (serve: one socket per session). */
void mcp_own_fd(struct mcp_session *s);
/* Cancels the session's running calls (their workers are killed) and frees it. */
void mcp_free(struct mcp_session *s);

/* The server is shutting down: from now on every session's final flush shares one
 * FLUSH_GRACE deadline (a daemon with many stalled clients still stops promptly). */
void mcp_shutdown_begins(void);
