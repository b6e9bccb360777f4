/* SPDX-License-Identifier: MIT */
/* MCP over newline-delimited JSON-RPC: framing, dispatch, tools/call bookkeeping. */
#define _GNU_SOURCE
#include "daemon/mcp.h"
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <poll.h>
#include <string.h>
#include <sys/epoll.h>
#include <unistd.h>
#include "config.h"
#include "daemon/log.h"
#include "daemon/session.h"
#include "daemon/tool.h"
#include "proto/buf.h"
#include "proto/jsonrpc.h"

#define LATEST_VERSION "2025-11-25"
#define SNIFF_HEAD 4096
#define SNIFF_TAIL 256
#define OUT_MAX (512u << 20)       /* hard cap of queued output */
#define FLUSH_GRACE 2.0            /* seconds a closing session may spend flushing */
static double flush_deadline; /* shutdown: all sessions flush within one FLUSH_GRACE */

void mcp_shutdown_begins(void)
{
	if (flush_deadline == 0)
		flush_deadline = ev_now() + FLUSH_GRACE;
}
#define OUT_PAUSE (16u << 20)      /* stop reading requests while this much is queued */
/* Stop taking requests while this many calls are in flight: what they may still queue
 * (~3 MiB of reply each at most) then stays under OUT_MAX, so a client that reads late
 * loses no answer (red-team pass 69: 400 pipelined large results overflowed the queue). */
#define CALLS_MAX 64
#define READ_CHUNK 65536

static const char *const versions[] = { "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05" };

struct batch {
	json_object *replies;
	int outstanding;
	bool closed;  /* all elements dispatched */
};

struct call {
	struct mcp_session *s;
	json_object *id;
	json_object *progress_token;
	struct batch *batch;
	uint64_t job;           /* the pool's job, or the session's call */
	bool in_session;
	double t0;
	unsigned ticks;
	struct call *next;
};

struct mcp_session {
	struct ev *ev;
	struct pool *pool;
	struct mcp_config cfg;
	int in_fd, out_fd;
	struct buf *in, *out;
	bool discarding;          /* inside a line longer than max_line */
	char head[SNIFF_HEAD];
	size_t head_len;
	char tail[SNIFF_TAIL];
	size_t tail_len;
	bool initialized;
	char version[16];
	struct call *calls;
	struct sess_table *sessions; /* this connection's named sessions */
	bool eof, closing, paused;
	size_t n_calls; /* in s->calls */
	bool in_file, out_file;   /* regular files cannot be polled: always ready */
	bool own_fd;
	mcp_closed_fn closed;
	void *closed_ctx;
};

static void session_io(void *ctx, uint32_t events);
static void update_events(struct mcp_session *s);
static void read_input(struct mcp_session *s);
static void process_input(struct mcp_session *s);

/* ---- output ---- */

static void flush_out(struct mcp_session *s)
{
	while (buf_len(s->out) > 0) {
		ssize_t n = write(s->out_fd, buf_data(s->out), buf_len(s->out));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			break;
		if (n <= 0) {
			/* The client stopped reading for good: nothing more can be answered. */
			buf_reset(s->out);
			s->eof = true;
			break;
		}
		(void)buf_consume(s->out, (size_t)n);
	}
	update_events(s);
}

static void send_json(struct mcp_session *s, json_object *o)
{
	size_t n;
	const char *text = json_object_to_json_string_length(
		o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE, &n);


	if (s->eof || text == NULL)
		return;
	if (buf_put(s->out, text, n) < 0 || buf_put(s->out, "\n", 1) < 0) {
		/* (CALLS_MAX keeps single calls from getting here; a batch of many can.) The
		 * session ends, from the next tick: the client sees the end of the stream. */
		log_err("output queue full (%u MiB): the client is not reading; closing", OUT_MAX >> 20);
		s->eof = true;
		ev_kick(s->ev);
		return;
	}
	flush_out(s);
}

/* Send, or keep for the batch the message belongs to. Takes o. */
static void reply(struct mcp_session *s, struct batch *b, json_object *o)
{
	if (b != NULL)
		json_object_array_add(b->replies, o);
	else {
		send_json(s, o);
		json_object_put(o);
	}
}

static void batch_maybe_finish(struct mcp_session *s, struct batch *b)
{
	if (!b->closed || b->outstanding > 0)
		return;
	if (json_object_array_length(b->replies) > 0)
		send_json(s, b->replies);
	json_object_put(b->replies);
	free(b);
}

/* ---- calls ---- */

static void call_unlink(struct mcp_session *s, struct call *c)
{
	for (struct call **pp = &s->calls; *pp; pp = &(*pp)->next) {
		if (*pp == c) {
			*pp = c->next;
			s->n_calls--;
			break;
		}
	}
	ev_kick(s->ev); /* requests held back for CALLS_MAX may go on (progress_tick) */
	json_object_put(c->id);
	json_object_put(c->progress_token);
	free(c);
}

static void call_done(void *ctx, json_object *structured)
{
	struct call *c = ctx;
	struct mcp_session *s = c->s;
	struct batch *b = c->batch;

	reply(s, b, jrpc_result(c->id, tool_result(structured)));
	call_unlink(s, c);
	if (b != NULL) {
		b->outstanding--;
		batch_maybe_finish(s, b);
	}
}

/* A progress token the notifications can carry back exactly: a string, or an integer
 * json-c did not clamp (2**64 + 7 reads as 2**64 - 1; no client sends a token at either
 * limit). */
static bool token_echoable(json_object *t)
{
	/* json-c reads an escaped lone surrogate as U+FFFD: a token holding one may not be
	 * the one sent (no client uses U+FFFD in a token). */
	if (json_object_is_type(t, json_type_string))
		return memmem(json_object_get_string(t), (size_t)json_object_get_string_len(t), "\xef\xbf\xbd", 3) == NULL;
	return json_object_is_type(t, json_type_int) && json_object_get_int64(t) != INT64_MIN &&
	       json_object_get_uint64(t) != UINT64_MAX;
}

/* How many bytes of s to show in a message of at most max: never a cut inside a UTF-8
 * sequence (the reply would not be valid UTF-8). */
static int utf8_cut(const char *s, int max)
{
	int n = (int)strnlen(s, (size_t)max + 1);

	if (n <= max)
		return n;
	n = max;
	while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
		n--; /* s[n] continues a sequence: cut before the sequence's first byte */
	return n;
}

static bool same_id(json_object *a, json_object *b)
{
	if (json_object_get_type(a) != json_object_get_type(b))
		return false;
	/* By length and bytes: an id may hold U+0000, which strcmp would stop at. */
	if (json_object_is_type(a, json_type_string))
		return json_object_get_string_len(a) == json_object_get_string_len(b) &&
		       memcmp(json_object_get_string(a), json_object_get_string(b),
			      (size_t)json_object_get_string_len(a)) == 0;
	return json_object_get_int64(a) == json_object_get_int64(b) &&
	       json_object_get_uint64(a) == json_object_get_uint64(b);
}

/* Drops a waiting call or kills its worker; its callback never runs. */
static void stop_call(struct mcp_session *s, struct call *c)
{
	if (!c->in_session)
		pool_cancel(s->pool, c->job);
	else if (s->sessions != NULL)
		sess_cancel(s->sessions, c->job);
}

static void cancel_call(struct mcp_session *s, json_object *params)
{
	json_object *rid;

	if (!json_object_is_type(params, json_type_object) ||
	    !json_object_object_get_ex(params, "requestId", &rid))
		return;
	for (struct call *c = s->calls; c; c = c->next) {
		if (same_id(c->id, rid)) {
			struct batch *b = c->batch;
			log_debug("call %s cancelled by the client", json_object_to_json_string(rid));
			stop_call(s, c); /* no callback */
			call_unlink(s, c);
			if (b != NULL) {
				b->outstanding--;
				batch_maybe_finish(s, b);
			}
			return;
		}
	}
}

static double progress_tick(void *ctx, double now)
{
	struct mcp_session *s = ctx;
	double next = INFINITY;

	if (s->in_file && !s->closing && !s->paused && !s->eof) {
		read_input(s);
		if (!s->closing && !s->paused && !s->eof)
			next = now;
	}
	if (s->eof && !s->closing) {
		/* Ended by a full output queue (send_json): as at EOF. */
		s->closing = true;
		if (s->closed)
			s->closed(s->closed_ctx, s);
		return INFINITY;
	}
	/* Requests already read but held back (CALLS_MAX), once calls have finished. */
	if (!s->closing && buf_len(s->in) > 0 && s->n_calls < CALLS_MAX && buf_len(s->out) <= OUT_PAUSE) {
		process_input(s);
		if (!s->closing)
			update_events(s);
	}
	if (s->closing)
		return INFINITY;

	for (struct call *c = s->calls; c; c = c->next) {
		double due;
		if (c->progress_token == NULL)
			continue;
		due = c->t0 + (c->ticks + 1);
		if (now >= due) {
			json_object *n = json_object_new_object(), *p = json_object_new_object();
			char msg[64];
			c->ticks++;
			snprintf(msg, sizeof(msg), "running for %u s", c->ticks);
			json_object_object_add(p, "progressToken", json_object_get(c->progress_token));
			json_object_object_add(p, "progress", json_object_new_int(c->ticks));
			json_object_object_add(p, "message", json_object_new_string(msg));
			json_object_object_add(n, "jsonrpc", json_object_new_string("2.0"));
			json_object_object_add(n, "method", json_object_new_string("notifications/progress"));
			json_object_object_add(n, "params", p);
			send_json(s, n);
			json_object_put(n);
			due = c->t0 + (c->ticks + 1);
		}
		if (due < next)
			next = due;
	}
	return next;
}

static void tools_call(struct mcp_session *s, json_object *id, json_object *params, struct batch *b)
{
	json_object *name, *args = NULL, *meta, *token = NULL, *err = NULL;
	struct tool_args a;
	struct call *c;
	char msg[200];
	int r;

	if (!json_object_is_type(params, json_type_object) ||
	    !json_object_object_get_ex(params, "name", &name) || !json_object_is_type(name, json_type_string)) {
		reply(s, b, jrpc_error(id, JRPC_INVALID_PARAMS, "tools/call needs params.name (a string)"));
		return;
	}
	/* By length too: "run_python\u0000x" is another name. */
	if ((size_t)json_object_get_string_len(name) != strlen(TOOL_NAME) ||
	    strcmp(json_object_get_string(name), TOOL_NAME) != 0) {
		snprintf(msg, sizeof(msg), "Unknown tool: %.*s", utf8_cut(json_object_get_string(name), 150),
			 json_object_get_string(name));
		reply(s, b, jrpc_error(id, JRPC_INVALID_PARAMS, msg));
		return;
	}
	json_object_object_get_ex(params, "arguments", &args);
	/* Bad arguments are a tool error the model can read and fix (SEP-1303). */
	if (tool_parse_args(args, s->cfg.lim, &a, &err) < 0) {
		reply(s, b, jrpc_result(id, tool_result(err)));
		return;
	}
	if (json_object_object_get_ex(params, "_meta", &meta) && json_object_is_type(meta, json_type_object) &&
	    json_object_object_get_ex(meta, "progressToken", &token) && !token_echoable(token))
		token = NULL;
	c = calloc(1, sizeof(*c));
	if (c == NULL) {
		reply(s, b, jrpc_error(id, JRPC_INTERNAL_ERROR, "out of memory"));
		return;
	}
	c->s = s;
	c->id = json_object_get(id);
	c->progress_token = token ? json_object_get(token) : NULL;
	c->batch = b;
	c->t0 = ev_now();
	c->next = s->calls;
	s->calls = c;
	s->n_calls++;
	if (b != NULL)
		b->outstanding++;
	c->in_session = a.session != NULL;
	if (c->in_session)
		r = sess_call(s->sessions, a.session, a.reset, a.code, a.len, a.timeout_s, call_done, c, &c->job);
	else
		r = pool_submit(s->pool, NULL, a.code, a.len, a.timeout_s, call_done, c, &c->job);
	if (r < 0) {
		/* call_done was not called: answer here. */
		reply(s, b, jrpc_error(id, JRPC_INTERNAL_ERROR, "out of memory"));
		call_unlink(s, c);
		if (b != NULL)
			b->outstanding--;
	}
	if (token != NULL)
		ev_kick(s->ev);
}

/* ---- dispatch ---- */

static json_object *initialize_result(struct mcp_session *s, json_object *params)
{
	json_object *r = json_object_new_object(), *caps = json_object_new_object();
	json_object *tools = json_object_new_object(), *info = json_object_new_object(), *v;
	const char *want = NULL;

	if (json_object_object_get_ex(params, "protocolVersion", &v) && json_object_is_type(v, json_type_string))
		want = json_object_get_string(v);
	snprintf(s->version, sizeof(s->version), "%s", LATEST_VERSION);
	for (size_t i = 0; want && i < sizeof(versions) / sizeof(versions[0]); i++)
		if (strcmp(want, versions[i]) == 0)
			snprintf(s->version, sizeof(s->version), "%s", versions[i]);
	json_object_object_add(r, "protocolVersion", json_object_new_string(s->version));
	json_object_object_add(tools, "listChanged", json_object_new_boolean(0));
	json_object_object_add(caps, "tools", tools);
	json_object_object_add(r, "capabilities", caps);
	json_object_object_add(info, "name", json_object_new_string("safepy"));
	json_object_object_add(info, "title", json_object_new_string("safepy: sandboxed Python"));
	json_object_object_add(info, "version", json_object_new_string(SAFEPY_VERSION));
	json_object_object_add(r, "serverInfo", info);
	json_object_object_add(r, "instructions", json_object_new_string(tool_instructions(s->cfg.lim)));
	return r;
}

static void handle_request(struct mcp_session *s, const struct jrpc_msg *m, struct batch *b)
{
	const char *meth = m->method;
	json_object *id = m->id;

	if (strcmp(meth, "ping") == 0) {
		reply(s, b, jrpc_result(id, json_object_new_object()));
	} else if (strcmp(meth, "initialize") == 0) {
		if (s->initialized)
			reply(s, b, jrpc_error(id, JRPC_INVALID_REQUEST, "already initialized"));
		else if (m->params != NULL && !json_object_is_type(m->params, json_type_object))
			reply(s, b, jrpc_error(id, JRPC_INVALID_PARAMS, "initialize needs an object of params"));
		else {
			s->initialized = true;
			reply(s, b, jrpc_result(id, initialize_result(s, m->params)));
		}
	} else if (strcmp(meth, "tools/list") == 0 || strcmp(meth, "tools/call") == 0) {
		if (!s->initialized) {
			reply(s, b, jrpc_error(id, JRPC_INVALID_REQUEST, "server not initialized: send initialize first"));
		} else if (strcmp(meth, "tools/call") == 0) {
			tools_call(s, id, m->params, b);
		} else if (m->params && json_object_is_type(m->params, json_type_object) &&
			   json_object_object_get_ex(m->params, "cursor", NULL)) {
			reply(s, b, jrpc_error(id, JRPC_INVALID_PARAMS, "invalid cursor: the tool list has one page"));
		} else {
			json_object *r = json_object_new_object(), *l = json_object_new_array();
			json_object_array_add(l, tool_declaration(s->cfg.lim, s->cfg.extra_imports, s->cfg.science,
								      s->cfg.denied_imports));
			json_object_object_add(r, "tools", l);
			reply(s, b, jrpc_result(id, r));
		}
	} else {
		char msg[200];
		snprintf(msg, sizeof(msg), "Method not found: %.*s", utf8_cut(meth, 150), meth);
		reply(s, b, jrpc_error(id, JRPC_METHOD_NOT_FOUND, msg));
	}
}

static void handle_message(struct mcp_session *s, json_object *v, struct batch *b)
{
	struct jrpc_msg m;
	int r = jrpc_classify(v, &m);

	if (r < 0) {
		if (m.kind != JRPC_NOTIFICATION) /* malformed notifications get no answer */
			reply(s, b, jrpc_error(m.id, r, m.error != NULL ? m.error : "Invalid Request"));
		return;
	}
	switch (m.kind) {
	case JRPC_RESPONSE:
		return; /* we send no requests, so there is nothing to match */
	case JRPC_NOTIFICATION:
		if (strcmp(m.method, "notifications/cancelled") == 0)
			cancel_call(s, m.params);
		/* notifications/initialized and unknown notifications: nothing to do */
		return;
	case JRPC_REQUEST:
		handle_request(s, &m, b);
		return;
	}
}

static void handle_batch(struct mcp_session *s, json_object *arr)
{
	struct batch *b;
	size_t n = json_object_array_length(arr);

	/* Batches exist only in 2025-03-26; elsewhere an array is one invalid request. */
	if (n == 0 || strcmp(s->version, "2025-03-26") != 0) {
		reply(s, NULL, jrpc_error(NULL, JRPC_INVALID_REQUEST,
					  n == 0 ? "Invalid Request: empty batch"
						 : "Invalid Request: batches need protocol version 2025-03-26"));
		return;
	}
	b = calloc(1, sizeof(*b));
	if (b == NULL)
		return;
	b->replies = json_object_new_array();
	for (size_t i = 0; i < n; i++) {
		json_object *el = json_object_array_get_idx(arr, i);
		struct jrpc_msg m;
		/* initialize must not be part of a batch */
		if (jrpc_classify(el, &m) == 0 && m.kind == JRPC_REQUEST && strcmp(m.method, "initialize") == 0) {
			reply(s, b, jrpc_error(m.id, JRPC_INVALID_REQUEST, "initialize cannot be batched"));
			continue;
		}
		handle_message(s, el, b);
	}
	b->closed = true;
	batch_maybe_finish(s, b);
}

static void handle_line(struct mcp_session *s, const char *line, size_t len)
{
	json_object *v = NULL;
	int r;

	while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
		len--;
	if (len == 0)
		return; /* blank lines are ignored */
	r = jrpc_parse(line, len, &v);
	if (r < 0) {
		reply(s, NULL, jrpc_error(NULL, r, r == JRPC_PARSE_ERROR ? "Parse error" : "Internal error"));
		return;
	}
	if (json_object_is_type(v, json_type_array))
		handle_batch(s, v);
	else
		handle_message(s, v, NULL);
	json_object_put(v);
}

/* ---- input framing ---- */

static void discard_bytes(struct mcp_session *s, const char *p, size_t n)
{
	if (n >= SNIFF_TAIL) {
		memcpy(s->tail, p + n - SNIFF_TAIL, SNIFF_TAIL);
		s->tail_len = SNIFF_TAIL;
	} else {
		size_t keep = s->tail_len + n > SNIFF_TAIL ? SNIFF_TAIL - n : s->tail_len;
		memmove(s->tail, s->tail + s->tail_len - keep, keep);
		memcpy(s->tail + keep, p, n);
		s->tail_len = keep + n;
	}
}

static void too_long(struct mcp_session *s)
{
	json_object *id = jrpc_sniff_id(s->head, s->head_len, s->tail, s->tail_len);
	char msg[128];

	snprintf(msg, sizeof(msg), "Invalid Request: line longer than %zu bytes", s->cfg.max_line);
	log_warn("%s", msg);
	reply(s, NULL, jrpc_error(id, JRPC_INVALID_REQUEST, msg));
	json_object_put(id);
}

static void process_input(struct mcp_session *s)
{
	while (!s->closing && buf_len(s->in) > 0 && s->n_calls < CALLS_MAX) {
		const char *d = (const char *)buf_data(s->in);
		size_t n = buf_len(s->in);
		const char *nl = memchr(d, '\n', n);

		if (s->discarding) {
			size_t upto = nl ? (size_t)(nl - d) : n;
			discard_bytes(s, d, upto);
			(void)buf_consume(s->in, nl ? upto + 1 : upto);
			if (nl) {
				s->discarding = false;
				too_long(s);
			}
			continue;
		}
		if (nl == NULL) {
			if (n > s->cfg.max_line) {
				/* Refuse without holding the whole line: keep the head to find its id. */
				s->discarding = true;
				s->head_len = n < SNIFF_HEAD ? n : SNIFF_HEAD;
				memcpy(s->head, d, s->head_len);
				s->tail_len = 0;
				discard_bytes(s, d, n);
				buf_reset(s->in);
			}
			return;
		}
		if ((size_t)(nl - d) > s->cfg.max_line) {
			s->head_len = SNIFF_HEAD;
			memcpy(s->head, d, SNIFF_HEAD);
			s->tail_len = 0;
			discard_bytes(s, d, (size_t)(nl - d));
			(void)buf_consume(s->in, (size_t)(nl - d) + 1);
			too_long(s);
			continue;
		}
		handle_line(s, d, (size_t)(nl - d));
		(void)buf_consume(s->in, (size_t)(nl - d) + 1);
	}
}

static void read_input(struct mcp_session *s)
{
	for (int rounds = 0; rounds < 16 && !s->eof && !s->paused && s->n_calls < CALLS_MAX; rounds++) {
		uint8_t *dst;
		ssize_t n;

		if (buf_reserve(s->in, READ_CHUNK, &dst) < 0) {
			process_input(s);
			if (buf_reserve(s->in, READ_CHUNK, &dst) < 0)
				return;
		}
		n = read(s->in_fd, dst, READ_CHUNK);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			break;
		if (n <= 0) {
			s->eof = true;
			break;
		}
		buf_commit(s->in, (size_t)n);
		process_input(s);
	}
	if (s->eof && !s->closing) {
		/* EOF: answer nothing more (MCP stdio shutdown). */
		s->closing = true;
		if (s->closed)
			s->closed(s->closed_ctx, s);
	}
}

static void update_events(struct mcp_session *s)
{
	uint32_t in_ev = 0, out_ev = 0;

	if (s->closing)
		return;
	s->paused = buf_len(s->out) > OUT_PAUSE || s->n_calls >= CALLS_MAX;
	if (s->in_file || s->out_file) {
		if (s->in_file && !s->paused && !s->eof)
			ev_kick(s->ev);
		if (!s->in_file)
			(void)ev_mod(s->ev, s->in_fd, s->paused || s->eof ? 0 : EPOLLIN);
		if (!s->out_file)
			(void)ev_mod(s->ev, s->out_fd, buf_len(s->out) > 0 ? EPOLLOUT : 0);
		return;
	}
	if (!s->paused && !s->eof)
		in_ev = EPOLLIN;
	if (buf_len(s->out) > 0)
		out_ev = EPOLLOUT;
	if (s->in_fd == s->out_fd) {
		(void)ev_mod(s->ev, s->in_fd, in_ev | out_ev);
	} else {
		(void)ev_mod(s->ev, s->in_fd, in_ev);
		(void)ev_mod(s->ev, s->out_fd, out_ev);
	}
}

static void session_io(void *ctx, uint32_t events)
{
	struct mcp_session *s = ctx;

	if (events & EPOLLOUT)
		flush_out(s);
	if (s->closing)
		return;
	if (events & (EPOLLIN | EPOLLHUP | EPOLLERR))
		read_input(s);
	/* A hang-up while input is held back (paused, CALLS_MAX) is reported again at once,
	 * level-triggered: it is the end of input, as read() would say (review of pass 69:
	 * the loop spun). */
	if (!s->closing && (events & (EPOLLHUP | EPOLLERR)) && !(events & EPOLLIN) && !s->eof) {
		s->eof = true;
		s->closing = true;
		if (s->closed)
			s->closed(s->closed_ctx, s);
		return;
	}
	if (!s->closing)
		update_events(s);
}

struct mcp_session *mcp_new(struct ev *ev, struct pool *pool, const struct mcp_config *cfg,
			    int in_fd, int out_fd, mcp_closed_fn closed, void *ctx)
{
	struct mcp_session *s = calloc(1, sizeof(*s));

	if (s == NULL)
		return NULL;
	s->ev = ev;
	s->pool = pool;
	s->cfg = *cfg;
	s->in_fd = in_fd;
	s->out_fd = out_fd;
	s->closed = closed;
	s->closed_ctx = ctx;
	snprintf(s->version, sizeof(s->version), "%s", LATEST_VERSION);
	s->in = buf_new(cfg->max_line + READ_CHUNK + 1);
	s->out = buf_new(OUT_MAX);
	s->sessions = sess_new(ev, pool, s->cfg.lim);
	if (s->in == NULL || s->out == NULL || s->sessions == NULL)
		goto fail;
	(void)fcntl(in_fd, F_SETFL, fcntl(in_fd, F_GETFL) | O_NONBLOCK);
	(void)fcntl(out_fd, F_SETFL, fcntl(out_fd, F_GETFL) | O_NONBLOCK);
	if (ev_add(ev, in_fd, EPOLLIN, session_io, s) < 0) {
		if (errno != EPERM && in_fd != out_fd)
			goto fail;
		s->in_file = true; /* a regular file: read it from the tick */
	}
	if (out_fd != in_fd && ev_add(ev, out_fd, 0, session_io, s) < 0)
		s->out_file = true; /* a regular file or /dev/null: writes do not block */
	if (ev_add_tick(ev, progress_tick, s) < 0) {
		ev_del(ev, in_fd);
		ev_del(ev, out_fd);
		goto fail;
	}
	if (s->in_file)
		ev_kick(ev);
	return s;
fail:
	sess_free(s->sessions);
	buf_free(s->in);
	buf_free(s->out);
	free(s);
	return NULL;
}

void mcp_own_fd(struct mcp_session *s) { s->own_fd = true; }

void mcp_free(struct mcp_session *s)
{
	if (s == NULL)
		return;
	/* The connection's sessions end with it, first: their calls are dropped unanswered,
	 * and none of them starts a new session on the way. */
	sess_free(s->sessions);
	s->sessions = NULL;
	while (s->calls) {
		struct call *c = s->calls;
		struct batch *b = c->batch;
		stop_call(s, c);
		call_unlink(s, c);
		if (b != NULL && --b->outstanding == 0 && b->closed) {
			json_object_put(b->replies);
			free(b);
		}
	}
	ev_del_tick(s->ev, progress_tick, s);
	ev_del(s->ev, s->in_fd);
	if (s->out_fd != s->in_fd)
		ev_del(s->ev, s->out_fd);
	/* Best effort: whatever is queued for a live client goes out before we exit, for at
	 * most FLUSH_GRACE seconds: a client that stopped reading must not keep a shutdown
	 * (SIGTERM, or the daemon's) waiting forever (red-team pass 69). */
	if (!s->eof && buf_len(s->out) > 0) {
		double until = ev_now() + FLUSH_GRACE;
		if (flush_deadline > 0 && flush_deadline < until)
			until = flush_deadline;
		while (buf_len(s->out) > 0) {
			struct pollfd pf = { .fd = s->out_fd, .events = POLLOUT };
			double left = until - ev_now();
			ssize_t n;

			if (left <= 0 || poll(&pf, 1, (int)(left * 1000) + 1) <= 0)
				break;
			n = write(s->out_fd, buf_data(s->out), buf_len(s->out));
			if (n < 0 && (errno == EAGAIN || errno == EINTR))
				continue;
			if (n <= 0)
				break;
			(void)buf_consume(s->out, (size_t)n);
		}
	}
	if (s->own_fd)
		safe_close(s->in_fd);
	buf_free(s->in);
	buf_free(s->out);
	free(s);
}
