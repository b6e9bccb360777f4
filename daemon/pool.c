/* SPDX-License-Identifier: MIT */
/* The template and the worker pool; see pool.h. Every process here is our child (workers
 * through CLONE_PARENT), so one SIGCHLD signalfd reaps them all and tells how each died;
 * children that are no named worker are daemon/kids.c's. */
#define _GNU_SOURCE
#include "daemon/pool.h"
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "daemon/kids.h"
#include "daemon/outcome.h"
#include "daemon/tplexec.h"
#include "daemon/log.h"
#include "proto/frame.h"
#include "proto/jsonrpc.h" /* utf8_valid */

#define RESULT_DEPTH 1100  /* the worker's recursion limit bounds nesting near 1000 */

/* W_KEPT: a session's worker between its calls (it counts against --max-workers). */
enum wstate { W_SPAWNING, W_READY, W_BUSY, W_KEPT, W_DONE };

/* The templates: the standard library one, and the one that also holds the scientific
 * libraries (numpy, pandas, ...), started when a call first names them. */
enum { TPL_BASE, TPL_SCIENCE, TPL_KINDS };

struct job {
	uint64_t id;
	int kind;               /* the template its worker comes from */
	char *code;
	size_t len;
	double timeout_s;
	double t_start;
	pool_done_fn fn;
	void *ctx;
	struct pool_sess *sess; /* the session it runs in, or NULL */
	struct job *next;
};

struct pool_sess {
	struct worker *w;       /* its worker, once its first call took one */
	int kind;               /* its worker's template, chosen by its first call; -1 before */
	pool_lost_fn lost;
	void *ctx;
};

struct worker {
	pid_t pid;        /* 0 until the template's SPAWNED names it */
	int kind;         /* its template */
	int fd;           /* -1 once closed */
	enum wstate st;
	struct buf *in, *out;
	struct job *job;
	double deadline;
	bool timed_out, cancelled;
	bool ran;         /* RUN was sent: user code may have run */
	double gone_at;   /* when its socket closed or it was killed, if not reaped yet */
	const char *perr; /* protocol violation, reported instead of the exit status */
	int denied_nr;    /* advisory syscall number from the worker's SIGSYS reporter */
	struct pool_sess *sess; /* the session it is kept for, or NULL */
	struct worker *next;
};

struct tpl {
	struct pool *p;
	int kind;
	pid_t pid;
	int fd;
	int layers;
	bool ready;
	bool wanted;      /* science: a call needed it (or --preload science) */
	int failures;
	double restart_at;
	int fails;        /* it or its idle workers died since the last good result */
	size_t queued;    /* calls waiting for one of its workers */
};

struct pool {
	struct ev *ev;
	struct pool_config cfg;
	struct tpl t[TPL_KINDS];
	int sigfd;
	struct worker *workers;
	struct job *q_head, *q_tail;
	size_t queued;
	uint64_t next_id;
	struct kids *kids;      /* children that are no named worker */
	unsigned n_sess;        /* sessions, each with a worker of its own once used */
	size_t max_frame;
	double last_assign;
	double last_answer;
};

#define MAX_FAILS 5

static void worker_fd_event(void *ctx, uint32_t events);
static void worker_exited(struct pool *p, struct worker *w, int status, double cpu);
static void worker_unlink(struct pool *p, struct worker *w);
static struct worker *find_unnamed(struct pool *p, int kind);

static void job_free(struct job *j)
{
	if (j == NULL)
		return;
	free(j->code);
	free(j);
}

static double ms_since(double t0)
{
	return t0 > 0 ? round((ev_now() - t0) * 1e6) / 1e3 : 0.0;
}

static void job_finish(struct job *j, json_object *structured)
{
	j->fn(j->ctx, structured);
	job_free(j);
}

static void job_fail(struct job *j, const char *type, const char *msg)
{
	job_finish(j, out_error(type, msg, ms_since(j->t_start)));
}

/* ---- template ---- */

static void tpl_fd_event(void *ctx, uint32_t events);

static int tpl_start(struct pool *p, struct tpl *t)
{
	int sv[1];
	pid_t pid;
	int r = tpl_exec(&p->cfg, t->kind == TPL_SCIENCE, &pid, sv);

	if (r < 0)
		return r;
	if (fcntl(sv[0], F_SETFL, O_NONBLOCK) < 0 || ev_add(p->ev, sv[0], EPOLLIN, tpl_fd_event, t) < 0) {
		safe_close(sv[0]);
		kill(pid, SIGKILL);
		return -EIO;
	}
	t->pid = pid;
	t->fd = sv[0];
	t->ready = false;
	log_debug("%s template started (pid %d)", t->kind == TPL_SCIENCE ? "science" : "Python", (int)pid);
	return 0;
}

static void worker_close_fd(struct pool *p, struct worker *w)
{
	if (w->fd >= 0) {
		ev_del(p->ev, w->fd);
		w->fd = safe_close(w->fd);
	}
}

static void worker_kill(struct worker *w)
{
	if (w->pid > 0)
		(void)kill(w->pid, SIGKILL);
}

/* Unlinks j (prev is the job before it, or NULL) from the queue. */
static void queue_unlink(struct pool *p, struct job *j, struct job *prev)
{
	if (prev != NULL)
		prev->next = j->next;
	else
		p->q_head = j->next;
	if (p->q_tail == j)
		p->q_tail = prev;
	p->queued--;
	p->t[j->kind].queued--;
	j->next = NULL;
}

/* Answers every call waiting for a worker of t's with an error. */
static void fail_queue(struct pool *p, struct tpl *t, const char *msg)
{
	for (struct job *j = p->q_head, *prev = NULL, *next; j; j = next) {
		next = j->next;
		if (j->kind != t->kind) {
			prev = j;
			continue;
		}
		queue_unlink(p, j, prev);
		job_fail(j, "InternalError", msg);
	}
}

/* Something broke before any code ran. After MAX_FAILS in a row without a good result,
 * waiting callers are answered with an error instead of waiting for a fix that may never
 * come; new calls still get a fresh try. */
static void note_failure(struct pool *p, struct tpl *t)
{
	if (++t->fails >= MAX_FAILS)
		fail_queue(p, t, "the Python sandbox keeps failing to start workers; see the server's log on stderr");
}

/* The template went away: forget it, drop workers it never named, restart later. */
static void tpl_down(struct tpl *t, const char *why)
{
	struct pool *p = t->p;

	if (t->fd >= 0) {
		ev_del(p->ev, t->fd);
		t->fd = safe_close(t->fd);
	}
	if (t->pid > 0)
		(void)kill(t->pid, SIGKILL);
	if (!t->ready)
		t->failures++;
	t->ready = false;
	t->restart_at = ev_now() + fmin(5.0, 0.05 * (1 << (t->failures < 7 ? t->failures : 7)));
	log_warn("%s template stopped (%s); restarting", t->kind == TPL_SCIENCE ? "science" : "Python", why);
	/* Workers it was asked for and never named: it cannot name them now. Those it forked
	 * get EOF on their socket and exit; their pids come unknown, and are expected. */
	for (struct worker *w = p->workers, *next; w; w = next) {
		next = w->next;
		if (w->pid == 0 && w->kind == t->kind) {
			worker_unlink(p, w);
			kids_expect_unnamed(p->kids, 1);
		}
	}
	kids_settle(p->kids);
	if (t->failures >= 3)
		fail_queue(p, t, "the Python sandbox cannot start; see the server's log on stderr");
	note_failure(p, t);
	ev_kick(p->ev);
}

/* The oldest worker the template has not named yet. The template answers every SPAWN
 * with SPAWNED, in order, or dies: a worker waits for its pid whatever it did meanwhile
 * (a worker that closed its socket or broke a rule is still named, then killed). */
static struct worker *find_unnamed(struct pool *p, int kind)
{
	for (struct worker *w = p->workers; w; w = w->next)
		if (w->pid == 0 && (kind < 0 || w->kind == kind))
			return w;
	return NULL;
}

static void tpl_message(struct tpl *t, const struct proto_msg *m)
{
	struct pool *p = t->p;
	struct worker *w;
	double cpu;
	int status;

	switch (m->type) {
	case PROTO_HELLO:
		if (t->ready) {
			tpl_down(t, "protocol violation");
			return;
		}
		t->ready = true;
		t->failures = 0;
		t->layers = (int)m->num;
		break;
	case PROTO_SPAWNED:
		w = find_unnamed(p, t->kind);
		if (w == NULL || !t->ready) {
			tpl_down(t, "unexpected SPAWNED");
			return;
		}
		w->pid = (pid_t)m->num;
		if (kids_take(p->kids, w->pid, &status, &cpu)) { /* it died before we learned its pid */
			worker_exited(p, w, status, cpu);
		} else {
			/* It must be our child (CLONE_PARENT): we reap it, kill it, and learn how it
			 * died. A pid we cannot wait for is a lie. */
			siginfo_t si = { 0 };
			if (waitid(P_PID, (id_t)w->pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0) {
				w->pid = 0;
				tpl_down(t, "reported a pid that is not a worker");
				return;
			}
			if (w->fd < 0) /* it broke a rule or went away before it was named */
				worker_kill(w);
		}
		if (find_unnamed(p, -1) == NULL)
			kids_settle(p->kids);
		break;
	default:
		tpl_down(t, "protocol violation");
		return;
	}
	ev_kick(p->ev);
}

static void tpl_fd_event(void *ctx, uint32_t events)
{
	struct tpl *t = ctx;
	uint8_t pkt[64];

	for (;;) {
		ssize_t n = recv(t->fd, pkt, sizeof(pkt), MSG_DONTWAIT | MSG_TRUNC);
		struct proto_msg m;
		uint32_t len;

		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return;
		if (n <= 0) {
			tpl_down(t, n == 0 ? "closed its socket" : strerror(errno));
			return;
		}
		len = (uint32_t)pkt[0] << 24 | (uint32_t)pkt[1] << 16 | (uint32_t)pkt[2] << 8 | pkt[3];
		if ((size_t)n > sizeof(pkt) || n < (ssize_t)PROTO_HDR + 1 || len != (uint32_t)n - PROTO_HDR ||
		    proto_decode(pkt + PROTO_HDR, len, &m) < 0) {
			tpl_down(t, "sent a malformed frame");
			return;
		}
		tpl_message(t, &m);
		if (t->fd < 0)
			return;
	}
}

/* ---- workers ---- */

static int spawn_worker(struct pool *p, struct tpl *t, bool hot)
{
	uint8_t frame[PROTO_HDR + 2] = { 0, 0, 0, 2, PROTO_SPAWN, hot ? PROTO_SPAWN_HOT : 0 };
	char cbuf[CMSG_SPACE(sizeof(int))] = { 0 };
	struct iovec iov = { frame, sizeof(frame) };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
			     .msg_controllen = sizeof(cbuf) };
	struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
	struct worker *w;
	int sv[2];

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0)
		return -errno;
	/* Everything that can fail comes before the SPAWN: once the template has it, a
	 * SPAWNED follows, which must find this worker in the list. */
	w = calloc(1, sizeof(*w));
	if (w == NULL || fcntl(sv[0], F_SETFL, O_NONBLOCK) < 0 ||
	    (w->in = buf_new(p->max_frame + PROTO_HDR)) == NULL ||
	    (w->out = buf_new(PROTO_MAX_FRAME + PROTO_HDR)) == NULL ||
	    ev_add(p->ev, sv[0], EPOLLIN, worker_fd_event, w) < 0) {
		safe_close(sv[0]);
		safe_close(sv[1]);
		if (w) {
			buf_free(w->in);
			buf_free(w->out);
		}
		free(w);
		return -ENOMEM;
	}
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cm), &sv[1], sizeof(int));
	if (sendmsg(t->fd, &mh, MSG_DONTWAIT | MSG_NOSIGNAL) != (ssize_t)sizeof(frame)) {
		int e = errno;
		ev_del(p->ev, sv[0]);
		safe_close(sv[0]);
		safe_close(sv[1]);
		buf_free(w->in);
		buf_free(w->out);
		free(w);
		return -e;
	}
	safe_close(sv[1]);
	w->fd = sv[0];
	w->kind = t->kind;
	w->denied_nr = -1;
	w->st = W_SPAWNING;
	/* Keep spawn order: SPAWNED replies come back in the same order. */
	{
		struct worker **pp = &p->workers;
		while (*pp)
			pp = &(*pp)->next;
		*pp = w;
	}
	return 0;
}

static struct pool *pool_of_worker; /* one pool per process; set in pool_new */

static void worker_violation(struct pool *p, struct worker *w, const char *why)
{
	log_warn("worker %d: %s; killed", (int)w->pid, why);
	if (w->perr == NULL)
		w->perr = why;
	worker_kill(w); /* (without a pid yet: once the template names it) */
	worker_close_fd(p, w);
}

static void worker_result(struct pool *p, struct worker *w, const struct proto_msg *m)
{
	const char *why;
	struct json_tokener *tok;
	json_object *o;
	struct job *j = w->job;

	if (m->len > INT32_MAX || !utf8_valid((const char *)m->data, m->len)) {
		worker_violation(p, w, "sent a RESULT that is not UTF-8");
		return;
	}
	tok = json_tokener_new_ex(RESULT_DEPTH);
	if (tok == NULL) {
		worker_violation(p, w, "sent a RESULT the supervisor had no memory to check");
		return;
	}
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
	o = json_tokener_parse_ex(tok, (const char *)m->data, (int)m->len);
	if (o == NULL || json_tokener_get_error(tok) != json_tokener_success ||
	    json_tokener_get_parse_end(tok) != m->len) {
		json_tokener_free(tok);
		json_object_put(o);
		worker_violation(p, w, "sent a RESULT that is not a valid result object");
		return;
	}
	json_tokener_free(tok);
	if (out_check_result(o, &p->cfg.lim, &why) < 0) {
		json_object_put(o);
		worker_violation(p, w, why);
		return;
	}
	json_object_object_add(o, "duration_ms", out_ms(ms_since(j->t_start)));
	p->t[w->kind].fails = 0;
	w->job = NULL;
	if (w->sess != NULL) {
		/* A session's worker waits for its next call, still confined. */
		w->st = W_KEPT;
		w->denied_nr = -1;
	} else {
		/* Done: it must not outlive its answer (no finalizers, no lingering CPU). */
		w->st = W_DONE;
		worker_kill(w);
		worker_close_fd(p, w);
	}
	p->last_answer = ev_now();
	job_finish(j, o);
	ev_kick(p->ev);
}

static void worker_message(struct pool *p, struct worker *w, const struct proto_msg *m)
{
	switch (m->type) {
	case PROTO_READY:
		if (w->st != W_SPAWNING)
			break;
		w->st = W_READY;
		ev_kick(p->ev);
		return;
	case PROTO_RESULT:
		if (w->st != W_BUSY || w->job == NULL)
			break;
		worker_result(p, w, m);
		return;
	case PROTO_DENIED:
		if (w->st != W_BUSY)
			break;
		w->denied_nr = (int)m->num;
		return;
	default:
		break;
	}
	worker_violation(p, w, "sent a frame not allowed in its state");
}

static void worker_read(struct pool *p, struct worker *w)
{
	for (;;) {
		struct proto_msg m;
		uint8_t *dst;
		ssize_t n;
		int r;

		while (w->fd >= 0 && (r = proto_next(w->in, p->max_frame, &m)) != 0) {
			if (r < 0) {
				worker_violation(p, w, r == -EMSGSIZE ? "sent an oversized frame"
								     : "sent a malformed frame");
				return;
			}
			worker_message(p, w, &m);
		}
		if (w->fd < 0)
			return;
		if (buf_room(w->in) == 0 || buf_reserve(w->in, fmin(65536, buf_room(w->in)), &dst) < 0) {
			worker_violation(p, w, "sent an oversized frame");
			return;
		}
		n = read(w->fd, dst, (size_t)fmin(65536, buf_room(w->in)));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			/* Closed: its exit status (reaped on SIGCHLD) tells the rest. */
			worker_close_fd(p, w);
			w->gone_at = ev_now();
			return;
		}
		buf_commit(w->in, (size_t)n);
	}
}

static void worker_write(struct pool *p, struct worker *w)
{
	while (buf_len(w->out) > 0) {
		ssize_t n = send(w->fd, buf_data(w->out), buf_len(w->out), MSG_DONTWAIT | MSG_NOSIGNAL);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			worker_close_fd(p, w);
			return;
		}
		if (buf_consume(w->out, (size_t)n) < 0)
			return;
	}
	(void)ev_mod(p->ev, w->fd, EPOLLIN);
}

static void worker_fd_event(void *ctx, uint32_t events)
{
	struct worker *w = ctx;
	struct pool *p = pool_of_worker;

	if (w->fd >= 0 && (events & EPOLLOUT))
		worker_write(p, w);
	if (w->fd >= 0 && (events & (EPOLLIN | EPOLLHUP | EPOLLERR)))
		worker_read(p, w);
}

/* How a worker that gave no answer died, as a call's error. */
static void death(struct pool *p, struct worker *w, int status, double cpu, char *type, size_t tn,
		  char *msg, size_t mn)
{
	struct out_death d = {
		.status = status, .cpu_s = cpu, .timed_out = w->timed_out,
		.timeout_s = w->job ? w->job->timeout_s : p->cfg.lim.timeout_s,
		.perr = w->perr, .denied_nr = w->denied_nr, .ran = w->ran, .session = w->sess != NULL,
	};

	out_death(&d, &p->cfg.lim, type, tn, msg, mn);
}

static void worker_unlink(struct pool *p, struct worker *w)
{
	for (struct worker **pp = &p->workers; *pp; pp = &(*pp)->next) {
		if (*pp == w) {
			*pp = w->next;
			break;
		}
	}
	worker_close_fd(p, w);
	buf_free(w->in);
	buf_free(w->out);
	free(w);
}

/* A session's worker went away: the session is lost, told before its call (if any) is
 * answered, so that no later call of it starts in a fresh worker unawares. */
static void session_lost(struct pool *p, struct worker *w, const char *type, const char *msg)
{
	struct pool_sess *s = w->sess;

	w->sess = NULL;
	if (w->cancelled)
		s->lost(s->ctx, "Cancelled", "a call in it was cancelled");
	else
		s->lost(s->ctx, type, msg);
	p->n_sess--;
	free(s);
}

static void worker_exited(struct pool *p, struct worker *w, int status, double cpu)
{
	struct job *j;
	char type[64], msg[256];

	/* SIGCHLD can be seen before the last bytes: read what it sent before it died. */
	if (w->fd >= 0 && w->job != NULL && !w->cancelled)
		worker_read(p, w);
	death(p, w, status, cpu, type, sizeof(type), msg, sizeof(msg));
	if (w->sess != NULL)
		session_lost(p, w, type, msg);
	j = w->job;
	if (j != NULL && !w->cancelled) {
		log_info("call %llu: %s: %s", (unsigned long long)j->id, type, msg);
		w->job = NULL;
		job_fail(j, type, msg);
	} else if (j != NULL) {
		w->job = NULL;
		job_free(j);
	} else if (w->st == W_SPAWNING || w->st == W_READY) {
		log_warn("idle worker %d died (status 0x%x)", (int)w->pid, (unsigned)status);
		note_failure(p, &p->t[w->kind]);
	}
	worker_unlink(p, w);
	ev_kick(p->ev);
}

static void reap(void *ctx, uint32_t events)
{
	struct pool *p = ctx;
	struct signalfd_siginfo si;
	int status;
	struct rusage ru;
	pid_t pid;
	int k;

	while (read(p->sigfd, &si, sizeof(si)) == (ssize_t)sizeof(si))
		;
	while ((pid = wait4(-1, &status, WNOHANG, &ru)) > 0) {
		double cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec +
			     (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
		struct worker *w;

		log_debug("reaped %d: cpu %.3f ms, minor faults %ld, major %ld", (int)pid, cpu * 1e3,
			  ru.ru_minflt, ru.ru_majflt);
		for (w = NULL, k = 0; k < TPL_KINDS; k++) {
			if (pid == p->t[k].pid) {
				p->t[k].pid = 0;
				tpl_down(&p->t[k], WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "exited");
				break;
			}
		}
		if (k < TPL_KINDS)
			continue;
		for (w = p->workers; w && w->pid != pid; w = w->next)
			;
		if (w != NULL)
			worker_exited(p, w, status, cpu);
		else
			kids_reaped(p->kids, pid, status, cpu, find_unnamed(p, -1) != NULL);
	}
}

/* ---- scheduling ---- */

static void assign(struct pool *p, struct worker *w, struct job *j)
{
	int r = proto_encode(w->out, j->sess ? PROTO_SESSION : PROTO_RUN, j->code, j->len);

	if (j->sess != NULL && w->sess == NULL) { /* the session's first call: this is its worker */
		w->sess = j->sess;
		j->sess->w = w;
	}
	w->job = j;
	w->st = W_BUSY;
	w->ran = true;
	j->t_start = ev_now();
	p->last_assign = j->t_start;
	w->deadline = j->t_start + j->timeout_s;
	free(j->code); /* the frame holds the bytes now */
	j->code = NULL;
	if (r < 0) {
		worker_violation(p, w, "could not be sent the request");
		return;
	}
	(void)ev_mod(p->ev, w->fd, EPOLLIN | EPOLLOUT);
	worker_write(p, w);
}

/* A fork and the new worker's page faults cost more CPU than a small call. While a warm
 * worker is free and nobody waits, keep them off the CPUs the caller needs: for 5 ms
 * after a call starts (while it runs) and for 2 ms after an answer (while the caller
 * reads it and sends the next). */
static double spawn_hold_until(const struct pool *p, size_t idle, size_t busy)
{
	double t = p->last_answer + 0.002;

	if (p->queued > 0 || idle == 0)
		return 0;
	if (busy > 0 && p->last_assign + 0.005 > t)
		t = p->last_assign + 0.005;
	return t;
}

/* Starts (or restarts) a template that is wanted and not running; returns when to look
 * again, or INFINITY. */
static double tpl_keep(struct pool *p, struct tpl *t, double now)
{
	if (!t->wanted || t->pid != 0 || t->fd >= 0)
		return INFINITY;
	if (now >= t->restart_at) {
		int r = tpl_start(p, t);
		if (r < 0) {
			log_err("cannot start the Python template: %s", strerror(-r));
			t->failures++;
			t->restart_at = now + 1.0;
		}
	}
	return t->fd < 0 ? t->restart_at : INFINITY;
}

/* The first queued call for a worker of this kind, and the one before it. */
static struct job *queued_for(struct pool *p, int kind, struct job **prev)
{
	*prev = NULL;
	for (struct job *j = p->q_head; j; *prev = j, j = j->next)
		if (j->kind == kind)
			return j;
	return NULL;
}

/* Workers of each kind to have: the warm ones, plus one per waiting call, while
 * --max-workers leaves room. The science template keeps as many warm once started: a
 * warm one costs ~1 MiB of its own, and a fork of it ~100 ms that a call should not wait
 * for. */
static void keep_warm(struct pool *p, double now, size_t busy, const size_t *idle, const size_t *spawning,
		      double *next)
{
	size_t room = p->cfg.lim.max_workers - fmin(busy, p->cfg.lim.max_workers);

	for (int k = 0; k < TPL_KINDS; k++) {
		struct tpl *t = &p->t[k];
		size_t have = idle[k] + spawning[k];
		size_t warm = t->wanted ? p->cfg.lim.pool : 0;
		size_t want = warm + (t->queued < room ? t->queued : room);
		/* Both kinds: a science fork (~3 ms of the template's CPU, then ~5 ms of the
		 * worker's prefault) started as a call is assigned took the CPU from the call and
		 * from the supervisor reading its answer (a trivial numpy call: 3.3 -> 0.7 ms). */
		double hold = spawn_hold_until(p, idle[k], busy);
		if (now < hold) {
			if (hold < *next)
				*next = hold;
			/* Holding, but never into a burst: none while half the pool is warm,
			 * then one fork at a time. */
			want = idle[k] * 2 >= p->cfg.lim.pool ? 0 : fmin(want, idle[k] + 1);
		}
		while (t->fd >= 0 && have < want) {
			/* Hot pages (~6 ms more of the new worker's CPU, for ~2x faster first pandas
			 * calls) only for a refill no call waits for: a burst gets workers sooner. */
			if (spawn_worker(p, t, idle[k] > 0 && t->queued == 0) < 0)
				break;
			have++;
		}
	}
}

static double pool_tick(void *ctx, double now)
{
	struct pool *p = ctx;
	size_t idle[TPL_KINDS] = { 0 }, spawning[TPL_KINDS] = { 0 }, busy = 0, running = 0;
	double next = INFINITY;

	for (int k = 0; k < TPL_KINDS; k++)
		next = fmin(next, tpl_keep(p, &p->t[k], now));
	/* Calls running now, counted before any is started: ready workers listed before busy
	 * ones must not take jobs past --max-workers. */
	for (struct worker *w = p->workers; w; w = w->next)
		running += w->st == W_BUSY || w->st == W_KEPT;
	for (struct worker *w = p->workers; w; w = w->next) {
		struct job *prev, *j;
		if (w->st == W_READY && w->pid > 0 && w->fd >= 0 && running < p->cfg.lim.max_workers &&
		    (j = queued_for(p, w->kind, &prev)) != NULL) {
			queue_unlink(p, j, prev);
			assign(p, w, j);
			running++;
		}
		if (w->st == W_BUSY) {
			busy++;
			if (!w->timed_out && w->deadline <= now) {
				w->timed_out = true;
				w->gone_at = now;
				worker_kill(w);
			} else if (!w->timed_out && w->deadline < next) {
				next = w->deadline;
			}
			/* Backstop: a worker that went away must be reaped within a grace period;
			 * if not, the call is answered anyway. */
			if (w->gone_at > 0 && w->job != NULL) {
				if (now >= w->gone_at + 2.0) {
					struct job *gj = w->job;
					w->job = NULL;
					w->st = W_DONE;
					worker_kill(w);
					job_fail(gj, w->timed_out ? "TimeoutError" : "WorkerKilled",
						 w->timed_out ? "execution took longer than its time limit and was stopped"
							      : "the worker went away without a result");
				} else if (w->gone_at + 2.0 < next) {
					next = w->gone_at + 2.0;
				}
			}
		} else if (w->st == W_READY) {
			idle[w->kind]++;
		} else if (w->st == W_KEPT) {
			busy++; /* a worker slot is the session's, between its calls too */
		} else if (w->st == W_SPAWNING) {
			spawning[w->kind]++;
		}
	}
	keep_warm(p, now, busy, idle, spawning, &next);
	return next;
}

/* ---- public ---- */

struct pool *pool_new(struct ev *ev, const struct pool_config *cfg)
{
	struct pool *p = calloc(1, sizeof(*p));
	sigset_t ss;

	if (p == NULL)
		return NULL;
	p->ev = ev;
	p->cfg = *cfg;
	for (int k = 0; k < TPL_KINDS; k++)
		p->t[k] = (struct tpl){ .p = p, .kind = k, .fd = -1, .layers = -1 };
	p->t[TPL_BASE].wanted = true;
	p->t[TPL_SCIENCE].wanted = cfg->science && cfg->preload_science;
	p->next_id = 1;
	/* The frame limit the supervisor accepts: the result and log caps plus slack for
	 * escaping and the traceback; anything bigger is a lying worker. */
	p->max_frame = (size_t)cfg->lim.max_result + 6u * cfg->lim.log_cap + (256u << 10);
	/* Figures come as base64 (4 bytes per 3), with a little JSON around each. */
	p->max_frame += (size_t)cfg->lim.max_figure_bytes / 3 * 4 + 4 + 64u * cfg->lim.max_figures;
	if (p->max_frame > PROTO_MAX_RESULT + 1)
		p->max_frame = PROTO_MAX_RESULT + 1;
	sigemptyset(&ss);
	sigaddset(&ss, SIGCHLD);
	p->kids = kids_new();
	if (p->kids == NULL) {
		free(p);
		return NULL;
	}
	p->sigfd = signalfd(-1, &ss, SFD_NONBLOCK | SFD_CLOEXEC);
	if (p->sigfd < 0 || ev_add(ev, p->sigfd, EPOLLIN, reap, p) < 0 ||
	    ev_add_tick(ev, pool_tick, p) < 0) {
		safe_close(p->sigfd);
		kids_free(p->kids);
		free(p);
		return NULL;
	}
	pool_of_worker = p;
	ev_kick(ev);
	return p;
}

/* Whether pid was the template or a named worker; forgets it (it was just reaped). */
static bool reaped_own(void *ctx, pid_t pid)
{
	struct pool *p = ctx;

	for (int k = 0; k < TPL_KINDS; k++) {
		if (pid == p->t[k].pid) {
			p->t[k].pid = 0;
			return true;
		}
	}
	for (struct worker *w = p->workers; w; w = w->next) {
		if (w->pid == pid) {
			w->pid = -1;
			return true;
		}
	}
	return false;
}

void pool_free(struct pool *p)
{
	struct job *j;
	unsigned waiting = 0;

	if (p == NULL)
		return;
	ev_del_tick(p->ev, pool_tick, p);
	for (int k = 0; k < TPL_KINDS; k++)
		if (p->t[k].pid > 0)
			(void)kill(p->t[k].pid, SIGKILL);
	for (struct worker *w = p->workers; w; w = w->next) {
		worker_kill(w);
		worker_close_fd(p, w); /* an unnamed one gets EOF and exits (or is killed below) */
		waiting += w->pid == 0;
	}
	/* Every child dies with the supervisor: the template, the workers, any stray. */
	kids_sweep(p->kids, p->sigfd, waiting, reaped_own, p);
	kids_free(p->kids);
	while (p->workers) {
		struct worker *w = p->workers;
		job_free(w->job);
		w->job = NULL;
		worker_unlink(p, w);
	}
	while ((j = p->q_head) != NULL) {
		p->q_head = j->next;
		job_free(j);
	}
	for (int k = 0; k < TPL_KINDS; k++) {
		if (p->t[k].fd >= 0) {
			ev_del(p->ev, p->t[k].fd);
			safe_close(p->t[k].fd);
		}
	}
	ev_del(p->ev, p->sigfd);
	safe_close(p->sigfd);
	free(p);
}

int pool_submit(struct pool *p, struct pool_sess *sess, const char *code, size_t len,
		double timeout_s, pool_done_fn fn, void *ctx, uint64_t *job_id)
{
	struct job *j;

	/* A session runs one call at a time (its caller queues the others); a worker that
	 * closed its socket is gone, even if it is not reaped yet. */
	if (sess != NULL && sess->w != NULL && sess->w->fd < 0)
		return -EPIPE;
	if (sess != NULL && sess->w != NULL && sess->w->st != W_KEPT)
		return -EBUSY;
	j = calloc(1, sizeof(*j));
	if (j == NULL || (j->code = malloc(len ? len : 1)) == NULL) {
		free(j);
		return -ENOMEM;
	}
	memcpy(j->code, code, len);
	j->len = len;
	j->timeout_s = timeout_s;
	j->fn = fn;
	j->ctx = ctx;
	j->sess = sess;
	j->id = p->next_id++;
	/* Where the call runs: a session in its own worker's template; otherwise the
	 * science template only for calls that name one of its libraries, so that the others
	 * keep the small template's start and memory. */
	j->kind = p->cfg.science && pol_names_science(code, len, p->cfg.denied_imports) ? TPL_SCIENCE : TPL_BASE;
	/* A session's first call chooses for the session's life. */
	if (sess != NULL && sess->kind < 0)
		sess->kind = j->kind;
	else if (sess != NULL)
		j->kind = sess->kind;
	if (job_id)
		*job_id = j->id;
	if (sess != NULL && sess->w != NULL) { /* its worker is waiting for it */
		assign(p, sess->w, j);
		return 0;
	}
	if (p->t[j->kind].failures >= 3) {
		job_fail(j, "InternalError", "the Python sandbox cannot start; see the server's log on stderr");
		return 0;
	}
	p->t[j->kind].wanted = true;
	if (p->q_tail)
		p->q_tail->next = j;
	else
		p->q_head = j;
	p->q_tail = j;
	p->queued++;
	p->t[j->kind].queued++;
	ev_kick(p->ev);
	return 0;
}

void pool_cancel(struct pool *p, uint64_t job_id)
{
	for (struct job *j = p->q_head, *prev = NULL; j; prev = j, j = j->next) {
		if (j->id == job_id) {
			queue_unlink(p, j, prev);
			job_free(j);
			return;
		}
	}
	for (struct worker *w = p->workers; w; w = w->next) {
		if (w->job && w->job->id == job_id) {
			w->cancelled = true;
			worker_kill(w);
			worker_close_fd(p, w);
			ev_kick(p->ev);
			return;
		}
	}
}

int pool_sess_new(struct pool *p, pool_lost_fn lost, void *ctx, struct pool_sess **out)
{
	struct pool_sess *s;

	/* Each session keeps a worker: one worker stays for calls without a session. */
	if (p->n_sess + 1 >= p->cfg.lim.max_workers)
		return -EBUSY;
	s = calloc(1, sizeof(*s));
	if (s == NULL)
		return -ENOMEM;
	s->lost = lost;
	s->ctx = ctx;
	s->kind = -1; /* its first call's template */
	p->n_sess++;
	*out = s;
	return 0;
}

void pool_sess_end(struct pool *p, struct pool_sess *s)
{
	struct worker *w;

	if (s == NULL)
		return;
	/* Its queued call (none runs where the caller ends a session) goes unanswered. */
	for (struct job *j = p->q_head, *prev = NULL, *next; j; j = next) {
		next = j->next;
		if (j->sess != s) {
			prev = j;
			continue;
		}
		queue_unlink(p, j, prev);
		job_free(j);
	}
	w = s->w;
	if (w != NULL) {
		w->sess = NULL;
		if (w->job != NULL) {
			w->cancelled = true;
			job_free(w->job);
			w->job = NULL;
		}
		w->st = W_DONE;
		worker_kill(w);
		worker_close_fd(p, w);
	}
	p->n_sess--;
	free(s);
	ev_kick(p->ev);
}

unsigned pool_sessions(const struct pool *p) { return p->n_sess; }

int pool_layers(const struct pool *p) { return p->t[TPL_BASE].ready ? p->t[TPL_BASE].layers : -1; }

