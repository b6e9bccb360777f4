/* SPDX-License-Identifier: MIT */
/* epoll loop; see ev.h. Handlers are looked up by fd in a small table so a handler that
 * removes another fd during dispatch never sees a stale pointer. */
#include "daemon/ev.h"
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <time.h>
#include <unistd.h>
#include "proto/util.h"

struct handler {
	ev_fd_fn fn;
	void *ctx;
	bool used;
};

struct tick {
	ev_tick_fn fn;
	void *ctx;
};

struct ev {
	int epfd;
	struct handler *h;
	size_t nh;
	struct tick *ticks; /* grows: one per session, the pool, the reaper (red-team pass 69:
			     * a fixed 16 refused the daemon's 15th client) */
	size_t nticks, cap_ticks;
	bool stop;
	bool kicked;
};

double ev_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

struct ev *ev_new(void)
{
	struct ev *e = calloc(1, sizeof(*e));

	if (e == NULL)
		return NULL;
	e->epfd = epoll_create1(EPOLL_CLOEXEC);
	if (e->epfd < 0) {
		free(e);
		return NULL;
	}
	return e;
}

void ev_free(struct ev *e)
{
	if (e == NULL)
		return;
	safe_close(e->epfd);
	free(e->h);
	free(e->ticks);
	free(e);
}

int ev_add(struct ev *e, int fd, uint32_t events, ev_fd_fn fn, void *ctx)
{
	struct epoll_event ee = { .events = events, .data.fd = fd };

	if (fd < 0)
		return -EBADF;
	if ((size_t)fd >= e->nh) {
		size_t n = (size_t)fd + 64;
		struct handler *h = realloc(e->h, n * sizeof(*h));
		if (h == NULL)
			return -ENOMEM;
		memset(h + e->nh, 0, (n - e->nh) * sizeof(*h));
		e->h = h;
		e->nh = n;
	}
	if (epoll_ctl(e->epfd, EPOLL_CTL_ADD, fd, &ee) < 0)
		return -errno;
	e->h[fd] = (struct handler){ fn, ctx, true };
	return 0;
}

int ev_mod(struct ev *e, int fd, uint32_t events)
{
	struct epoll_event ee = { .events = events, .data.fd = fd };

	return epoll_ctl(e->epfd, EPOLL_CTL_MOD, fd, &ee) < 0 ? -errno : 0;
}

void ev_del(struct ev *e, int fd)
{
	if (fd < 0 || (size_t)fd >= e->nh || !e->h[fd].used)
		return;
	(void)epoll_ctl(e->epfd, EPOLL_CTL_DEL, fd, NULL);
	e->h[fd].used = false;
}

int ev_add_tick(struct ev *e, ev_tick_fn fn, void *ctx)
{
	if (e->nticks == e->cap_ticks) {
		size_t cap = e->cap_ticks ? e->cap_ticks * 2 : 16;
		struct tick *t = reallocarray(e->ticks, cap, sizeof(*t));
		if (t == NULL)
			return -ENOMEM;
		e->ticks = t;
		e->cap_ticks = cap;
	}
	e->ticks[e->nticks++] = (struct tick){ fn, ctx };
	return 0;
}

void ev_del_tick(struct ev *e, ev_tick_fn fn, void *ctx)
{
	for (size_t i = 0; i < e->nticks; i++) {
		if (e->ticks[i].fn == fn && e->ticks[i].ctx == ctx) {
			e->ticks[i] = e->ticks[--e->nticks];
			return;
		}
	}
}

void ev_kick(struct ev *e) { e->kicked = true; }
void ev_stop(struct ev *e) { e->stop = true; }
bool ev_stopped(const struct ev *e) { return e->stop; }

static double run_ticks(struct ev *e)
{
	double next = INFINITY, now = ev_now();

	e->kicked = false;
	for (size_t i = 0; i < e->nticks && !e->stop; i++) {
		/* (Read before the call: a tick may add one, which may move the array.) */
		struct tick tk = e->ticks[i];
		double t = tk.fn(tk.ctx, now);
		if (t < next)
			next = t;
	}
	return next;
}

int ev_run(struct ev *e)
{
	struct epoll_event evs[64];

	while (!e->stop) {
		double next = run_ticks(e), wait;
		int timeout, n;

		if (e->stop)
			break;
		if (e->kicked)
			next = 0;
		wait = next - ev_now();
		timeout = isinf(next) ? -1 : wait <= 0 ? 0 : (int)ceil(wait * 1000.0);
		n = epoll_wait(e->epfd, evs, (int)ARRAY_SIZE(evs), timeout);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		for (int i = 0; i < n && !e->stop; i++) {
			int fd = evs[i].data.fd;
			if ((size_t)fd < e->nh && e->h[fd].used)
				e->h[fd].fn(e->h[fd].ctx, evs[i].events);
		}
	}
	return 0;
}
