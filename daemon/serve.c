/* SPDX-License-Identifier: MIT */
/* The shared daemon: a listening Unix socket (ours or systemd's), one MCP session per
 * connection over the one template and pool, peers of another uid refused. */
#define _GNU_SOURCE
#include "daemon/serve.h"
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include "daemon/log.h"
#include "proto/util.h"

#define SD_LISTEN_FDS_START 3
#define MAX_SESSIONS 256

struct conn {
	struct serve *srv;
	struct mcp_session *s;
	bool dead;
	struct conn *next;
};

struct serve {
	struct ev *ev;
	struct pool *pool;
	struct mcp_config cfg;
	int fd;
	char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
	bool own_path;     /* we created the socket file (not systemd) */
	struct conn *conns;
	size_t n;
};

int serve_default_path(char *buf, size_t n)
{
	const char *dir = getenv("XDG_RUNTIME_DIR");
	char fallback[64];

	/* MCP hosts pass a minimal environment without XDG_RUNTIME_DIR: fall back to the
	 * standard per-user runtime directory when it exists. */
	if (dir == NULL || *dir != '/') {
		snprintf(fallback, sizeof(fallback), "/run/user/%u", (unsigned)getuid());
		if (access(fallback, W_OK | X_OK) != 0)
			return -ENOENT;
		dir = fallback;
	}
	if ((size_t)snprintf(buf, n, "%s/safepy.sock", dir) >= n)
		return -ENAMETOOLONG;
	return 0;
}

static int sockaddr_for(const char *path, struct sockaddr_un *sa)
{
	memset(sa, 0, sizeof(*sa));
	sa->sun_family = AF_UNIX;
	if (strlen(path) >= sizeof(sa->sun_path))
		return -ENAMETOOLONG;
	memcpy(sa->sun_path, path, strlen(path));
	return 0;
}

/* The socket systemd passed us, if it passed exactly one stream socket. */
static int listen_fd_from_systemd(void)
{
	const char *pid = getenv("LISTEN_PID"), *fds = getenv("LISTEN_FDS");
	int type = 0;
	socklen_t len = sizeof(type);

	if (pid == NULL || fds == NULL || strtol(pid, NULL, 10) != getpid())
		return -ENOENT;
	unsetenv("LISTEN_PID");
	unsetenv("LISTEN_FDS");
	unsetenv("LISTEN_FDNAMES");
	if (strtol(fds, NULL, 10) != 1)
		return -EINVAL;
	if (getsockopt(SD_LISTEN_FDS_START, SOL_SOCKET, SO_TYPE, &type, &len) < 0 || type != SOCK_STREAM)
		return -ENOTSOCK;
	(void)fcntl(SD_LISTEN_FDS_START, F_SETFD, FD_CLOEXEC);
	return SD_LISTEN_FDS_START;
}

static int listen_on(const char *path)
{
	struct sockaddr_un sa;
	_cleanup_close_ int fd = -1;
	mode_t old;
	int r;

	if ((r = sockaddr_for(path, &sa)) < 0)
		return r;
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (fd < 0)
		return -errno;
	/* A stale socket file from a dead daemon is replaced; a live daemon is not. */
	{
		_cleanup_close_ int probe = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (probe >= 0 && connect(probe, (struct sockaddr *)&sa, sizeof(sa)) == 0)
			return -EADDRINUSE;
		if (errno == ECONNREFUSED)
			(void)unlink(path);
	}
	old = umask(0077); /* the socket is born 0600: only this user may connect */
	r = bind(fd, (struct sockaddr *)&sa, sizeof(sa));
	umask(old);
	if (r < 0 || chmod(path, 0600) < 0 || listen(fd, 64) < 0)
		return -errno;
	return TAKE_FD(fd);
}

static void conn_closed(void *ctx, struct mcp_session *s)
{
	struct conn *c = ctx;

	(void)s;
	c->dead = true; /* freed from the tick: we are inside its own callback here */
	ev_kick(c->srv->ev);
}

static double reap_conns(void *ctx, double now)
{
	struct serve *srv = ctx;

	for (struct conn **pp = &srv->conns; *pp;) {
		struct conn *c = *pp;
		if (c->dead) {
			*pp = c->next;
			mcp_free(c->s);
			free(c);
			srv->n--;
			log_debug("session closed (%zu open)", srv->n);
		} else {
			pp = &c->next;
		}
	}
	(void)now;
	return INFINITY;
}

static bool peer_allowed(int fd)
{
	struct ucred cr;
	socklen_t len = sizeof(cr);

	/* Only the user who runs the daemon (root may connect too: it could anyway). */
	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cr, &len) < 0)
		return false;
	return cr.uid == getuid() || cr.uid == 0;
}

static void on_accept(void *ctx, uint32_t events)
{
	struct serve *srv = ctx;

	for (;;) {
		int fd = accept4(srv->fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
		struct conn *c;

		if (fd < 0) {
			if (errno != EAGAIN && errno != EINTR && errno != ECONNABORTED)
				log_warn("accept: %s", strerror(errno));
			return;
		}
		if (!peer_allowed(fd)) {
			log_warn("refused a connection from another user");
			safe_close(fd);
			continue;
		}
		if (srv->n >= MAX_SESSIONS || (c = calloc(1, sizeof(*c))) == NULL) {
			log_warn("too many sessions; connection refused");
			safe_close(fd);
			continue;
		}
		c->srv = srv;
		c->s = mcp_new(srv->ev, srv->pool, &srv->cfg, fd, fd, conn_closed, c);
		if (c->s == NULL) {
			log_err("cannot take a client connection: out of memory or event slots");
			free(c);
			safe_close(fd);
			continue;
		}
		mcp_own_fd(c->s);
		c->next = srv->conns;
		srv->conns = c;
		srv->n++;
		log_debug("session opened (%zu open)", srv->n);
	}
}

struct serve *serve_new(struct ev *ev, struct pool *pool, const struct mcp_config *cfg,
			const char *path)
{
	struct serve *srv = calloc(1, sizeof(*srv));
	int fd;

	if (srv == NULL)
		return NULL;
	srv->ev = ev;
	srv->pool = pool;
	srv->cfg = *cfg;
	fd = listen_fd_from_systemd();
	if (fd == -ENOENT) {
		fd = listen_on(path);
		if (fd >= 0) {
			srv->own_path = true;
			snprintf(srv->path, sizeof(srv->path), "%s", path);
		}
	}
	if (fd < 0) {
		log_err("cannot listen on %s: %s", path, strerror(-fd));
		free(srv);
		return NULL;
	}
	(void)fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	srv->fd = fd;
	if (ev_add(ev, fd, EPOLLIN, on_accept, srv) < 0 || ev_add_tick(ev, reap_conns, srv) < 0) {
		safe_close(fd);
		free(srv);
		return NULL;
	}
	log_info("serving MCP on %s", srv->own_path ? srv->path : "the socket systemd passed");
	return srv;
}

void serve_free(struct serve *srv)
{
	if (srv == NULL)
		return;
	ev_del_tick(srv->ev, reap_conns, srv);
	ev_del(srv->ev, srv->fd);
	safe_close(srv->fd);
	if (srv->own_path)
		(void)unlink(srv->path);
	while (srv->conns) {
		struct conn *c = srv->conns;
		srv->conns = c->next;
		mcp_free(c->s);
		free(c);
	}
	free(srv);
}

void serve_notify_ready(void)
{
	const char *p = getenv("NOTIFY_SOCKET");
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	_cleanup_close_ int fd = -1;
	size_t n;

	if (p == NULL || (*p != '/' && *p != '@') || (n = strlen(p)) >= sizeof(sa.sun_path))
		return;
	memcpy(sa.sun_path, p, n);
	if (*p == '@')
		sa.sun_path[0] = '\0'; /* abstract namespace */
	fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || sendto(fd, "READY=1", 7, MSG_NOSIGNAL, (struct sockaddr *)&sa,
			     (socklen_t)(offsetof(struct sockaddr_un, sun_path) + n)) < 0)
		log_warn("cannot notify systemd: %s", strerror(errno));
	unsetenv("NOTIFY_SOCKET");
}

/* ---- connect: stdio <-> socket ---- */

static int pump(int from, int to)
{
	char b[65536];
	ssize_t n = read(from, b, sizeof(b));

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return 1;
	if (n <= 0)
		return 0;
	for (ssize_t off = 0; off < n;) {
		ssize_t w = write(to, b + off, (size_t)(n - off));
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		off += w;
	}
	return 1;
}

int serve_connect(const char *path)
{
	struct sockaddr_un sa;
	_cleanup_close_ int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct pollfd pf[2];
	bool in_open = true;

	if (fd < 0 || sockaddr_for(path, &sa) < 0)
		return 1;
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		fprintf(stderr, "safepy: no safepy daemon is listening on %s (%s).\n"
			"Start one with `safepy serve` or `systemctl --user start safepy.socket`.\n",
			path, strerror(errno));
		return 1;
	}
	for (;;) {
		int r;
		pf[0] = (struct pollfd){ .fd = in_open ? STDIN_FILENO : -1, .events = POLLIN };
		pf[1] = (struct pollfd){ .fd = fd, .events = POLLIN };
		if (poll(pf, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			return 1;
		}
		if (pf[1].revents) {
			r = pump(fd, STDOUT_FILENO);
			if (r <= 0)
				return r < 0 ? 1 : 0; /* the daemon closed the session */
		}
		if (in_open && pf[0].revents) {
			r = pump(STDIN_FILENO, fd);
			if (r < 0)
				return 1;
			if (r == 0) {
				/* The client closed stdin: pass the EOF on, then drain. */
				in_open = false;
				(void)shutdown(fd, SHUT_WR);
			}
		}
	}
}
