/* SPDX-License-Identifier: MIT */
/* serve_: `safepy serve` (one daemon, many MCP sessions over a Unix socket) and
 * `safepy connect` (bridges a client's stdio to that socket). */
#pragma once
#include "daemon/ev.h"
#include "daemon/mcp.h"
#include "daemon/pool.h"

struct serve;

/* Default socket path ($XDG_RUNTIME_DIR/safepy.sock) into buf; -ENOENT if unknown. */
int serve_default_path(char *buf, size_t n);
/* Listen on path, or on the socket systemd passed (LISTEN_FDS). */
struct serve *serve_new(struct ev *ev, struct pool *pool, const struct mcp_config *cfg,
			const char *path);
void serve_free(struct serve *s);
/* Tell systemd we are ready, if it asked (NOTIFY_SOCKET). */
void serve_notify_ready(void);
/* The bridge; returns the process exit status. */
int serve_connect(const char *path);
