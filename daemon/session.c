/* SPDX-License-Identifier: MIT */
/* The named sessions of one MCP connection (see session.h).
 *
 * A session runs one call at a time, in arrival order: the calls naming it wait in its
 * queue, and the head one runs in the session's worker (pool.c keeps that worker between
 * calls). A session whose state is gone is removed at once, and its name remembered with
 * the reason: the next call naming it is answered with that reason instead of running
 * somewhere its earlier definitions are missing; the one after starts a new session. */
#define _GNU_SOURCE
#include "daemon/outcome.h"
#include "daemon/session.h"
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "daemon/log.h"

#define MAX_LOST 64  /* lost names remembered per connection; older ones are forgotten */

struct sess;

struct scall {
	uint64_t handle;
	char sess_name[SESS_NAME_MAX + 1];
	char *code;
	size_t len;
	double timeout_s;
	bool reset;
	pool_done_fn fn;
	void *ctx;
	struct sess *sess;
	bool is_new;           /* it runs in a session no call has run in yet */
	struct scall *next;
};

struct sess {
	char name[SESS_NAME_MAX + 1];
	struct sess_table *t;
	struct pool_sess *ps;  /* NULL until its first call runs */
	bool used;             /* a call has run in it */
	bool running;          /* the head call is in its worker */
	char why[256];         /* set once its state is gone */
	struct scall *head, *tail;
	double last_used;
	struct sess *next;
};

struct lost {
	char name[SESS_NAME_MAX + 1];
	char why[256];
};

struct sess_table {
	struct ev *ev;
	struct pool *pool;
	const struct pol_limits *lim;
	struct sess *list;
	unsigned n;
	struct lost lost[MAX_LOST];
	size_t n_lost;
	uint64_t next_handle;
};

static void route(struct sess_table *t, struct scall *c);
static void dispatch(struct sess *s);

bool sess_name_valid(const char *name, size_t len)
{
	if (len < 1 || len > SESS_NAME_MAX)
		return false;
	for (size_t i = 0; i < len; i++) {
		char ch = name[i];
		if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
		      ch == '_' || ch == '.' || ch == '-'))
			return false;
	}
	return true;
}

static void scall_free(struct scall *c)
{
	free(c->code);
	free(c);
}

/* Answers a call that does not run, and frees it. */
static void refuse(struct scall *c, const char *type, const char *msg)
{
	c->fn(c->ctx, out_error(type, msg, 0.0));
	scall_free(c);
}

/* Takes the head call out of the session's queue. */
static void pop_head(struct sess *s)
{
	s->head = s->head->next;
	if (s->head == NULL)
		s->tail = NULL;
}

static struct sess *find(struct sess_table *t, const char *name)
{
	for (struct sess *s = t->list; s; s = s->next)
		if (strcmp(s->name, name) == 0)
			return s;
	return NULL;
}

/* The reason a lost name was remembered with (taken out), or false. */
static bool take_lost(struct sess_table *t, const char *name, char *why, size_t n)
{
	for (size_t i = 0; i < t->n_lost; i++) {
		if (strcmp(t->lost[i].name, name) == 0) {
			snprintf(why, n, "%s", t->lost[i].why);
			memmove(&t->lost[i], &t->lost[i + 1], (t->n_lost - i - 1) * sizeof(t->lost[0]));
			t->n_lost--;
			return true;
		}
	}
	return false;
}

static void remember_lost(struct sess_table *t, const char *name, const char *why)
{
	if (t->n_lost == MAX_LOST) {
		memmove(&t->lost[0], &t->lost[1], (MAX_LOST - 1) * sizeof(t->lost[0]));
		t->n_lost--;
	}
	snprintf(t->lost[t->n_lost].name, sizeof(t->lost[0].name), "%s", name);
	snprintf(t->lost[t->n_lost].why, sizeof(t->lost[0].why), "%s", why);
	t->n_lost++;
}

static void unlink_sess(struct sess_table *t, struct sess *s)
{
	for (struct sess **pp = &t->list; *pp; pp = &(*pp)->next) {
		if (*pp == s) {
			*pp = s->next;
			t->n--;
			return;
		}
	}
}

static void lost_message(char *out, size_t n, const char *name, const char *why)
{
	snprintf(out, n, "session '%s' was lost: %s. Its state is gone and this code was not run; "
		 "the next call naming '%s' starts a new session", name, why, name);
}

/* Removes the session: its worker ends, and the calls waiting in it are handed back. */
static struct scall *remove_sess(struct sess *s)
{
	struct scall *waiting = s->head;

	unlink_sess(s->t, s);
	if (s->ps != NULL)
		pool_sess_end(s->t->pool, s->ps);
	free(s);
	return waiting;
}

/* The session's state is gone (s->why says why). The calls waiting in it were written
 * for that state: each is told, and not run. With none waiting, the name is remembered
 * for the next call naming it. */
static void finish_lost(struct sess *s)
{
	struct sess_table *t = s->t;
	char name[SESS_NAME_MAX + 1], why[256], msg[512];
	struct scall *waiting;

	log_info("session '%s' ended: %s", s->name, s->why);
	snprintf(name, sizeof(name), "%s", s->name);
	snprintf(why, sizeof(why), "%s", s->why);
	waiting = remove_sess(s);
	if (waiting == NULL)
		remember_lost(t, name, why);
	lost_message(msg, sizeof(msg), name, why);
	while (waiting != NULL) {
		struct scall *c = waiting;
		waiting = c->next;
		refuse(c, "SessionLost", msg);
	}
}

/* The session ends before any call ran in it (its first one was cancelled): nothing of
 * it is lost, and the calls waiting in it start a new one. */
static void end_unused(struct sess *s)
{
	struct sess_table *t = s->t;
	struct scall *waiting = remove_sess(s);

	while (waiting != NULL) {
		struct scall *c = waiting;
		waiting = c->next;
		c->next = NULL;
		c->sess = NULL;
		route(t, c);
	}
}

static void lost_why(char *why, size_t n, const char *type, const char *msg)
{
	if (strcmp(type, "TimeoutError") == 0)
		snprintf(why, n, "a call in it took longer than its time limit (TimeoutError)");
	else if (strcmp(type, "CPULimitExceeded") == 0)
		snprintf(why, n, "its worker used up its CPU time (CPULimitExceeded: %s)", msg);
	else if (strcmp(type, "Cancelled") == 0)
		snprintf(why, n, "a call in it was cancelled");
	else if (strcmp(type, "MemoryError") == 0)
		snprintf(why, n, "a call in it ran out of memory (MemoryError)");
	else
		snprintf(why, n, "its worker went away (%s: %s)", type, msg);
}

/* The pool: the session's worker went away by itself. */
static void on_lost(void *ctx, const char *type, const char *msg)
{
	struct sess *s = ctx;

	s->ps = NULL; /* the pool has freed it */
	lost_why(s->why, sizeof(s->why), type, msg);
	if (!s->running) /* else its call's answer, on its way, finishes it */
		finish_lost(s);
}

static const char *error_type(json_object *structured)
{
	json_object *e, *ty;

	if (!json_object_object_get_ex(structured, "error", &e) || e == NULL ||
	    !json_object_object_get_ex(e, "type", &ty))
		return NULL;
	return json_object_get_string(ty);
}

static void call_done(void *ctx, json_object *structured)
{
	struct scall *c = ctx;
	struct sess *s = c->sess;
	json_object *info = json_object_new_object();
	const char *type = error_type(structured);

	json_object_object_add(info, "name", json_object_new_string(s->name));
	json_object_object_add(info, "new", json_object_new_boolean(c->is_new));
	json_object_object_add(structured, "session", info);
	/* Out of memory, the session's objects may be half made: its state is not kept. */
	if (s->why[0] == '\0' && type != NULL && strcmp(type, "MemoryError") == 0)
		lost_why(s->why, sizeof(s->why), type, "");
	pop_head(s);
	s->running = false;
	s->last_used = ev_now();
	c->fn(c->ctx, structured);
	scall_free(c);
	if (s->why[0] != '\0')
		finish_lost(s);
	else
		dispatch(s);
}

/* Starts the head call if none runs. */
static void dispatch(struct sess *s)
{
	struct sess_table *t = s->t;
	struct scall *c = s->head;
	uint64_t job;
	int r;

	if (c == NULL || s->running)
		return;
	if (c->reset && s->ps != NULL) {
		pool_sess_end(t->pool, s->ps); /* its state goes; the name stays this session's */
		s->ps = NULL;
		s->used = false;
	}
	if (s->ps == NULL && pool_sess_new(t->pool, on_lost, s, &s->ps) < 0) {
		snprintf(s->why, sizeof(s->why), "the server could not start it again");
		pop_head(s);
		refuse(c, "SessionLimit", "the server holds as many sessions as it can; call without `session`, "
		       "or wait until one ends");
		finish_lost(s);
		return;
	}
	c->is_new = !s->used;
	s->used = true;
	s->running = true;
	r = pool_submit(t->pool, s->ps, c->code, c->len, c->timeout_s, call_done, c, &job);
	if (r == -EPIPE) { /* its worker is gone, not reaped yet: this call is told */
		s->running = false;
		lost_why(s->why, sizeof(s->why), "WorkerKilled", "its worker closed its socket");
		finish_lost(s);
	} else if (r < 0) {
		s->running = false;
		snprintf(s->why, sizeof(s->why), "the server ran out of memory");
		pop_head(s);
		refuse(c, "InternalError", "out of memory");
		finish_lost(s);
	}
}

static struct sess *create(struct sess_table *t, struct scall *c, const char *name)
{
	struct sess *s;
	char msg[300];
	int r;

	if (t->n >= t->lim->max_sessions) {
		snprintf(msg, sizeof(msg), "this connection already holds %u sessions, the limit (--max-sessions): "
			 "reuse one (reset: true starts it afresh), or wait until one has had no call for %g s",
			 t->lim->max_sessions, t->lim->session_idle_s);
		refuse(c, "SessionLimit", msg);
		return NULL;
	}
	s = calloc(1, sizeof(*s));
	if (s == NULL) {
		refuse(c, "InternalError", "out of memory");
		return NULL;
	}
	r = pool_sess_new(t->pool, on_lost, s, &s->ps);
	if (r < 0) {
		free(s);
		if (r == -EBUSY) {
			snprintf(msg, sizeof(msg), "the server holds as many sessions as it can (%u: each keeps a worker, "
				 "and --max-workers %u keeps one for calls without a session); call without `session`, "
				 "or wait until one ends", pool_sessions(t->pool), t->lim->max_workers);
			refuse(c, "SessionLimit", msg);
		} else {
			refuse(c, "InternalError", "out of memory");
		}
		return NULL;
	}
	snprintf(s->name, sizeof(s->name), "%s", name);
	s->t = t;
	s->last_used = ev_now();
	s->next = t->list;
	t->list = s;
	t->n++;
	return s;
}

/* Finds or makes the call's session and queues it there. */
static void route(struct sess_table *t, struct scall *c)
{
	char why[256], msg[512];
	const char *name = c->sess_name;
	struct sess *s;

	if (!t->lim->sessions) {
		refuse(c, "SessionsOff", "sessions are turned off on this server (--no-sessions): call without `session`");
		return;
	}
	if (take_lost(t, name, why, sizeof(why)) && !c->reset) {
		lost_message(msg, sizeof(msg), name, why);
		refuse(c, "SessionLost", msg);
		return;
	}
	s = find(t, name);
	if (s == NULL && (s = create(t, c, name)) == NULL)
		return;
	c->sess = s;
	if (s->tail)
		s->tail->next = c;
	else
		s->head = c;
	s->tail = c;
	dispatch(s);
}

int sess_call(struct sess_table *t, const char *name, bool reset, const char *code, size_t len,
	      double timeout_s, pool_done_fn fn, void *ctx, uint64_t *handle)
{
	struct scall *c = calloc(1, sizeof(*c));

	if (c == NULL || (c->code = malloc(len ? len : 1)) == NULL) {
		free(c);
		return -ENOMEM;
	}
	memcpy(c->code, code, len);
	c->len = len;
	snprintf(c->sess_name, sizeof(c->sess_name), "%s", name);
	c->timeout_s = timeout_s;
	c->reset = reset;
	c->fn = fn;
	c->ctx = ctx;
	c->handle = ++t->next_handle;
	*handle = c->handle;
	route(t, c);
	return 0;
}

void sess_cancel(struct sess_table *t, uint64_t handle)
{
	for (struct sess *s = t->list; s; s = s->next) {
		struct scall *prev = NULL;
		for (struct scall *c = s->head; c; prev = c, c = c->next) {
			if (c->handle != handle)
				continue;
			if (c == s->head && s->running) {
				/* Its worker is killed with the call: the session's state is gone,
				 * unless this was its first call (there was none). */
				bool first = c->is_new;
				pop_head(s);
				s->running = false;
				scall_free(c);
				if (first) {
					end_unused(s);
					return;
				}
				lost_why(s->why, sizeof(s->why), "Cancelled", "");
				finish_lost(s);
				return;
			}
			if (prev)
				prev->next = c->next;
			else
				s->head = c->next;
			if (s->tail == c)
				s->tail = prev;
			scall_free(c);
			return;
		}
	}
}

/* Sessions idle past --session-idle end, and are told about like the lost ones. */
static double idle_tick(void *ctx, double now)
{
	struct sess_table *t = ctx;
	double next = INFINITY;

	for (struct sess *s = t->list, *nx; s; s = nx) {
		double until = s->last_used + t->lim->session_idle_s;
		nx = s->next;
		if (s->running || s->head != NULL)
			continue;
		if (now >= until) {
			snprintf(s->why, sizeof(s->why), "it had no call for %g s (--session-idle)",
				 t->lim->session_idle_s);
			finish_lost(s);
		} else if (until < next) {
			next = until;
		}
	}
	return next;
}

struct sess_table *sess_new(struct ev *ev, struct pool *pool, const struct pol_limits *lim)
{
	struct sess_table *t = calloc(1, sizeof(*t));

	if (t == NULL)
		return NULL;
	t->ev = ev;
	t->pool = pool;
	t->lim = lim;
	if (ev_add_tick(ev, idle_tick, t) < 0) {
		free(t);
		return NULL;
	}
	return t;
}

void sess_free(struct sess_table *t)
{
	if (t == NULL)
		return;
	ev_del_tick(t->ev, idle_tick, t);
	while (t->list != NULL) {
		struct sess *s = t->list;
		t->list = s->next;
		if (s->ps != NULL)
			pool_sess_end(t->pool, s->ps);
		while (s->head != NULL) {
			struct scall *c = s->head;
			s->head = c->next;
			scall_free(c);
		}
		free(s);
	}
	free(t);
}
