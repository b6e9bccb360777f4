/* SPDX-License-Identifier: MIT */
/* Deterministic mutation test: valid frames and valid JSON-RPC lines are mutated with seeded
 * bit flips, byte changes, truncations, insertions, deletions and duplications, then fed to
 * proto_next/proto_decode and jrpc_parse/jrpc_classify/jrpc_sniff_id. Only crashes (the CI
 * build runs this under ASan+UBSan) and results outside the documented ranges fail.
 *
 * Every mutated input is copied into a heap block of exactly its size, so an over-read of
 * even one byte is caught by AddressSanitizer.
 *
 * SAFEPY_MUTATE_SEED and SAFEPY_MUTATE_ITERS (per half) override the defaults. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "proto/frame.h"
#include "proto/jsonrpc.h"

#define DEFAULT_SEED  0x5afe9e11u
#define DEFAULT_ITERS 10000u  /* per half: 20000 mutated inputs in all */
#define MAX_INPUT     8192u

static uint64_t rng;
static struct {
	unsigned long frames_ok, frame_errs, lines_ok, lines_bad, msgs_ok, msgs_invalid, sniffed;
} stats;
static uint64_t seed = DEFAULT_SEED;
static unsigned long iters = DEFAULT_ITERS;

static uint64_t rnd(void)
{
	/* splitmix64 */
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static size_t below(size_t n)
{
	return n == 0 ? 0 : (size_t)(rnd() % n);
}

static const uint8_t interesting8[] = {
	0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2,
	0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, '"', '\\', '{', '}', '[', ']', ':', ',',
	'\n', '\r', ' ', '\t', '-', '0', '9', 'e', '.', 'u', 'n', 't', 'f',
};

static const uint32_t interesting32[] = {
	0, 1, 2, 4, 5, 6, 0x7f, 0x80, 0xff, 0xffff, 0x10000, 4096, 4097, PROTO_MAX_PID,
	PROTO_MAX_PID + 1, PROTO_MAX_CODE, PROTO_MAX_FRAME, PROTO_MAX_FRAME + 1, PROTO_MAX_RESULT,
	PROTO_MAX_RESULT + 1, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff,
};

static const char *const snippets[] = {
	"\"id\":", "\"id\":1,", ",\"id\":\"x\"}", "{", "}", "[", "]", "\\u0000", "\\ud800", "\\\"",
	"null", "true", "1e999", "-0", "\"method\":", "\"params\":", "\"jsonrpc\":\"2.0\"",
	"\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "\r", "   ", "[[[[[[[[", "]]]]",
};

/* Apply 1..4 random mutations in place; returns the new length (<= cap). */
static size_t mutate(uint8_t *d, size_t n, size_t cap)
{
	unsigned count = rnd() & 1 ? 1 : 2 + (unsigned)below(3); /* half the time a single change */

	for (unsigned c = 0; c < count; c++) {
		switch (below(10)) {
		case 0: /* bit flip */
			if (n > 0)
				d[below(n)] ^= (uint8_t)(1u << below(8));
			break;
		case 1: /* random byte */
			if (n > 0)
				d[below(n)] = (uint8_t)rnd();
			break;
		case 2: /* interesting byte */
			if (n > 0)
				d[below(n)] = interesting8[below(sizeof(interesting8))];
			break;
		case 3: /* truncate */
			n = below(n + 1);
			break;
		case 4: { /* insert 1..8 bytes */
			size_t k = 1 + below(8), at = below(n + 1);
			if (n + k > cap)
				break;
			memmove(d + at + k, d + at, n - at);
			for (size_t i = 0; i < k; i++)
				d[at + i] = (rnd() & 1) ? (uint8_t)rnd() : interesting8[below(sizeof(interesting8))];
			n += k;
			break;
		}
		case 5: { /* delete a range */
			size_t at = below(n + 1), k = below(n - at + 1);
			if (k > 16)
				k = 1 + k % 16;
			memmove(d + at, d + at + k, n - at - k);
			n -= k;
			break;
		}
		case 6: { /* duplicate a chunk elsewhere */
			size_t from = below(n + 1), k = below(n - from + 1), at = below(n + 1);
			uint8_t tmp[64];
			if (k > sizeof(tmp))
				k = sizeof(tmp);
			if (n + k > cap)
				break;
			memcpy(tmp, d + from, k);
			memmove(d + at + k, d + at, n - at);
			memcpy(d + at, tmp, k);
			n += k;
			break;
		}
		case 7: { /* overwrite with an interesting big-endian u32 */
			uint32_t v = interesting32[below(ARRAY_SIZE(interesting32))];
			if (n >= 4) {
				size_t at = below(n - 3);
				d[at] = (uint8_t)(v >> 24);
				d[at + 1] = (uint8_t)(v >> 16);
				d[at + 2] = (uint8_t)(v >> 8);
				d[at + 3] = (uint8_t)v;
			}
			break;
		}
		case 8: { /* insert a text snippet */
			const char *sn = snippets[below(ARRAY_SIZE(snippets))];
			size_t k = strlen(sn), at = below(n + 1);
			if (n + k > cap)
				break;
			memmove(d + at + k, d + at, n - at);
			memcpy(d + at, sn, k);
			n += k;
			break;
		}
		default: /* add or subtract a small amount */
			if (n > 0) {
				size_t at = below(n);
				d[at] = (uint8_t)(d[at] + (uint8_t)(below(7)) - 3);
			}
			break;
		}
	}
	return n;
}

/* An exact-size heap copy (at least one byte allocated, but only n are meant to be read). */
static uint8_t *exact_copy(const uint8_t *d, size_t n)
{
	uint8_t *p = malloc(n ? n : 1);

	assert_non_null(p);
	if (n > 0)
		memcpy(p, d, n);
	return p;
}

/* ---- frames ---- */

static size_t frame_seeds(uint8_t seeds[][512], size_t *lens, size_t max_seeds)
{
	static const char code[] = "import math\nprint(math.pi)\n";
	static const char res[] = "{\"stdout\":\"3.14\\n\",\"result\":null}";
	size_t k = 0;

	for (unsigned v = 0; v < 12 && k < max_seeds; v++, k++) {
		struct buf *b = buf_new(sizeof(seeds[0]));
		int r = 0;

		assert_non_null(b);
		switch (v) {
		case 0: r = proto_encode(b, PROTO_READY, NULL, 0); break;
		case 1: r = proto_encode(b, PROTO_RUN, code, sizeof(code) - 1); break;
		case 2: r = proto_encode(b, PROTO_RESULT, res, sizeof(res) - 1); break;
		case 3: r = proto_encode(b, PROTO_SPAWN, NULL, 0); break;
		case 4: r = proto_encode_num(b, PROTO_SPAWNED, 4321); break;
		case 5: r = proto_encode_num(b, PROTO_DENIED, 59); break;
		case 6: r = proto_encode_num(b, PROTO_HELLO, 3); break;
		case 7: r = proto_encode(b, PROTO_RUN, "", 0); break;
		case 8: r = proto_encode(b, PROTO_RESULT, "{}", 2); break;
		case 9: /* a whole session */
			r = proto_encode_num(b, PROTO_HELLO, 7);
			r = r ?: proto_encode(b, PROTO_READY, NULL, 0);
			r = r ?: proto_encode(b, PROTO_RUN, code, sizeof(code) - 1);
			r = r ?: proto_encode_num(b, PROTO_DENIED, 41);
			r = r ?: proto_encode(b, PROTO_RESULT, res, sizeof(res) - 1);
			break;
		case 10: /* template traffic */
			r = proto_encode(b, PROTO_SPAWN, NULL, 0);
			r = r ?: proto_encode_num(b, PROTO_SPAWNED, PROTO_MAX_PID);
			r = r ?: proto_encode(b, PROTO_SPAWN, NULL, 0);
			r = r ?: proto_encode_num(b, PROTO_SPAWNED, 1);
			break;
		default: /* edge values */
			r = proto_encode_num(b, PROTO_DENIED, 4096);
			r = r ?: proto_encode_num(b, PROTO_HELLO, 0xffff);
			r = r ?: proto_encode(b, PROTO_RESULT, "[]", 2);
			break;
		}
		assert_int_equal(r, 0);
		lens[k] = buf_len(b);
		memcpy(seeds[k], buf_data(b), lens[k]);
		buf_free(b);
	}
	return k;
}

static bool proto_err_ok(int r)
{
	return r == -EBADMSG || r == -EMSGSIZE || r == -EPROTO;
}

/* Documented ranges of a decoded message. */
static void check_msg_ranges(const struct proto_msg *m)
{
	assert_in_range(m->type, PROTO_READY, PROTO_SESSION);
	assert_string_not_equal(proto_type_name(m->type), "?");
	switch (m->type) {
	case PROTO_READY:
	case PROTO_SPAWN:
		assert_null(m->data);
		assert_int_equal(m->len, 0);
		assert_true(m->num == 0 || (m->type == PROTO_SPAWN && m->num == PROTO_SPAWN_HOT));
		break;
	case PROTO_RUN:
	case PROTO_SESSION:
		assert_non_null(m->data);
		assert_true(m->len <= PROTO_MAX_CODE);
		assert_int_equal(m->num, 0);
		break;
	case PROTO_RESULT:
		assert_non_null(m->data);
		assert_in_range(m->len, 2, PROTO_MAX_RESULT);
		assert_int_equal(m->num, 0);
		break;
	case PROTO_SPAWNED:
		assert_null(m->data);
		assert_int_equal(m->len, 0);
		assert_in_range(m->num, 1, PROTO_MAX_PID);
		break;
	case PROTO_DENIED:
		assert_null(m->data);
		assert_int_equal(m->len, 0);
		assert_in_range(m->num, 0, 4096);
		break;
	case PROTO_HELLO:
		assert_null(m->data);
		assert_int_equal(m->len, 0);
		assert_in_range(m->num, 0, 0xffff);
		break;
	}
}

struct event {
	int r;
	struct proto_msg m;
};

/* Run the whole stream at once; the buffer is not written again, so message data pointers
 * stay valid until it is freed. Returns the number of events. */
static size_t run_at_once(struct buf *b, size_t max, struct event *ev, size_t cap, const uint8_t *src,
			  size_t n)
{
	const uint8_t *base = buf_data(b);
	size_t k = 0;

	for (;;) {
		size_t before = buf_len(b);
		struct proto_msg m;
		int r = proto_next(b, max, &m);

		if (r == 0)
			break;
		assert_true(k < cap);
		ev[k].r = r;
		if (r == 1)
			stats.frames_ok++;
		else
			stats.frame_errs++;
		if (r == 1) {
			check_msg_ranges(&m);
			if (m.data != NULL) {
				/* points into the caller's bytes, at the same content */
				assert_true(m.data >= base && (size_t)(m.data - base) + m.len <= n);
				assert_memory_equal(m.data, src + (m.data - base), m.len);
			}
			ev[k].m = m;
		} else {
			assert_true(proto_err_ok(r));
		}
		k++;
		if (r < 0 && buf_len(b) == before)
			break; /* a header error: nothing consumed, the stream is dead */
		assert_true(buf_len(b) < before);
	}
	return k;
}

/* Feed the same stream in random chunks through reserve/commit, like the daemon; the
 * messages and errors must be exactly those of the one-shot run. */
static void run_chunked(size_t max, const struct event *ev, size_t nev, const uint8_t *src, size_t n,
			size_t rest)
{
	struct buf *b = buf_new(max > SIZE_MAX - PROTO_HDR ? SIZE_MAX : max + PROTO_HDR);
	size_t off = 0, k = 0;
	bool dead = false;

	assert_non_null(b);
	while (!dead) {
		struct proto_msg m;
		int r;

		for (;;) {
			size_t before = buf_len(b);
			if ((r = proto_next(b, max, &m)) == 0)
				break;
			assert_true(k < nev);
			assert_int_equal(r, ev[k].r);
			if (r == 1) {
				assert_int_equal(m.type, ev[k].m.type);
				assert_int_equal(m.num, ev[k].m.num);
				assert_int_equal(m.len, ev[k].m.len);
				if (m.len > 0)
					assert_memory_equal(m.data, ev[k].m.data, m.len);
			}
			k++;
			if (r < 0 && buf_len(b) == before) {
				dead = true;
				break;
			}
		}
		if (dead || off == n)
			break;
		{
			size_t want = 1 + below(64), room = buf_room(b), got;
			uint8_t *dst;

			if (rnd() % 8 == 0)
				want = n - off;
			if (want > n - off)
				want = n - off;
			if (want > room)
				want = room;
			assert_true(want > 0); /* a pending frame always leaves room to complete it */
			assert_int_equal(buf_reserve(b, want, &dst), 0);
			got = rnd() % 4 == 0 ? 1 + below(want) : want; /* sometimes a short read */
			memcpy(dst, src + off, got);
			buf_commit(b, got);
			off += got;
		}
	}
	assert_int_equal(k, nev);
	if (!dead)
		assert_int_equal(buf_len(b), rest);
	buf_free(b);
}

static void check_frame_input(const uint8_t *in, size_t n)
{
	static const size_t maxes[] = { PROTO_MAX_FRAME, SIZE_MAX, 4096, 64, 8, 5, 1, 0 };
	size_t max = rnd() % 4 == 0 ? below(300) : maxes[below(ARRAY_SIZE(maxes))];
	uint8_t *src = exact_copy(in, n);
	static struct event ev[MAX_INPUT + 1];
	struct proto_msg m;
	struct buf *b;
	size_t nev;
	int r;

	/* proto_decode on the raw bytes, and on them minus a would-be header */
	r = proto_decode(src, n, &m);
	if (r == 0)
		check_msg_ranges(&m);
	else
		assert_true(proto_err_ok(r));
	if (n >= PROTO_HDR) {
		uint8_t *body = exact_copy(in + PROTO_HDR, n - PROTO_HDR);
		r = proto_decode(body, n - PROTO_HDR, &m);
		if (r == 0)
			check_msg_ranges(&m);
		else
			assert_true(proto_err_ok(r));
		free(body);
	}

	b = buf_new(n);
	assert_non_null(b);
	assert_int_equal(buf_put(b, src, n), 0);
	nev = run_at_once(b, max, ev, ARRAY_SIZE(ev), src, n);
	run_chunked(max, ev, nev, src, n, buf_len(b));
	buf_free(b);
	free(src);
}

static void t_mutate_frames(void **state)
{
	static uint8_t seeds[16][512];
	size_t lens[16], nseeds = frame_seeds(seeds, lens, 16);
	static uint8_t work[MAX_INPUT];

	rng = seed;
	/* the seeds themselves decode cleanly */
	for (size_t i = 0; i < nseeds; i++)
		check_frame_input(seeds[i], lens[i]);
	for (unsigned long it = 0; it < iters; it++) {
		size_t n, a = below(nseeds);

		/* sometimes splice two seeds together first */
		memcpy(work, seeds[a], lens[a]);
		n = lens[a];
		if (rnd() % 4 == 0) {
			size_t b2 = below(nseeds);
			memcpy(work + n, seeds[b2], lens[b2]);
			n += lens[b2];
		}
		n = mutate(work, n, sizeof(work));
		check_frame_input(work, n);
	}
	print_message("frames: %lu inputs, %lu messages decoded, %lu protocol errors\n", iters,
		      stats.frames_ok, stats.frame_errs);
}

/* ---- JSON-RPC ---- */

static const char *const json_seeds[] = {
	"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
	"\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}",
	"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
	"{\"jsonrpc\":\"2.0\",\"id\":\"abc\",\"method\":\"tools/list\"}",
	"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"python\","
	"\"arguments\":{\"code\":\"print(\\\"h\\u00e9llo\\\")\\nx = [1, 2]\\n\"}}}",
	"{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{}}",
	"{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}",
	"[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"method\":\"n\"}]",
	"{\"jsonrpc\":\"2.0\",\"id\":-9223372036854775808,\"method\":\"m\",\"params\":[1,2.5,\"x\",null,true]}",
	"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":7,\"reason\":\"\xe2\x9c\x93\"}}",
	"  {\"id\":18446744073709551615,\"jsonrpc\":\"2.0\",\"method\":\"m\"} \r",
	"{\"jsonrpc\":\"2.0\",\"id\":\"\\ud83d\\ude00\",\"method\":\"ping\",\"params\":{\"a\":[[[[{}]]]]}}",
};

static void check_jrpc_msg(json_object *el)
{
	struct jrpc_msg m;
	json_object *reply, *back;
	const char *s;
	int c;

	memset(&m, 0xa5, sizeof(m));
	c = jrpc_classify(el, &m);
	assert_true(c == 0 || c == JRPC_INVALID_REQUEST);
	if (c == 0)
		stats.msgs_ok++;
	else
		stats.msgs_invalid++;
	assert_in_range(m.kind, JRPC_REQUEST, JRPC_RESPONSE);
	if (m.id != NULL)
		assert_true(json_object_is_type(m.id, json_type_int) || json_object_is_type(m.id, json_type_string));
	if (c == 0) {
		switch (m.kind) {
		case JRPC_REQUEST:
			assert_non_null(m.id);
			assert_non_null(m.method);
			break;
		case JRPC_NOTIFICATION:
			assert_null(m.id);
			assert_non_null(m.method);
			break;
		case JRPC_RESPONSE:
			assert_null(m.method);
			assert_null(m.params);
			break;
		}
		if (m.params != NULL)
			assert_true(json_object_is_type(m.params, json_type_object) ||
				    json_object_is_type(m.params, json_type_array));
	} else {
		assert_null(m.method);
		assert_null(m.params);
		if (m.kind == JRPC_NOTIFICATION)
			assert_null(m.id);
	}
	/* the reply we would send is valid UTF-8 and reads back as a response to the same id */
	reply = c == 0 && m.kind == JRPC_REQUEST ? jrpc_result(m.id, json_object_new_object())
						  : jrpc_error(m.id, c ? c : JRPC_INVALID_REQUEST, "x");
	s = json_object_to_json_string_ext(reply, JSON_C_TO_STRING_PLAIN);
	assert_non_null(s);
	assert_true(utf8_valid(s, strlen(s)));
	back = NULL;
	assert_int_equal(jrpc_parse(s, strlen(s), &back), 0);
	{
		struct jrpc_msg rm;
		assert_int_equal(jrpc_classify(back, &rm), 0);
		assert_int_equal(rm.kind, JRPC_RESPONSE);
		if (m.id == NULL)
			assert_null(rm.id);
		else
			assert_true(json_object_equal(rm.id, m.id));
	}
	json_object_put(back);
	json_object_put(reply);
}

static void check_sniffed(json_object *id)
{
	if (id == NULL)
		return;
	stats.sniffed++;
	assert_true(json_object_is_type(id, json_type_int) || json_object_is_type(id, json_type_string));
	if (json_object_is_type(id, json_type_string))
		assert_true(json_object_get_string_len(id) <= 62);
	json_object_put(id);
}

static void check_json_input(const uint8_t *in, size_t n)
{
	char *s = (char *)exact_copy(in, n);
	json_object *v = NULL;
	int r = jrpc_parse(s, n, &v);

	assert_true(r == 0 || r == JRPC_PARSE_ERROR);
	if (r == 0)
		stats.lines_ok++;
	else
		stats.lines_bad++;
	if (r == 0) {
		size_t t = n;
		assert_non_null(v);
		while (t > 0 && (s[t - 1] == '\r' || s[t - 1] == ' ' || s[t - 1] == '\t'))
			t--;
		assert_true(utf8_valid(s, t)); /* nothing that parses is invalid UTF-8 */
		if (json_object_is_type(v, json_type_array)) {
			for (size_t i = 0; i < json_object_array_length(v); i++)
				check_jrpc_msg(json_object_array_get_idx(v, i));
		} else {
			check_jrpc_msg(v);
		}
		json_object_put(v);
	} else {
		assert_null(v);
	}
	(void)utf8_valid(s, n);
	/* sniffing: the daemon's slices, random slices, and the whole line */
	{
		size_t hn = n < 4096 ? n : 4096, tn = n < 256 ? n : 256;
		check_sniffed(jrpc_sniff_id(s, hn, s + n - tn, tn));
		hn = below(n + 1);
		tn = below(n + 1);
		check_sniffed(jrpc_sniff_id(s, hn, s + n - tn, tn));
		check_sniffed(jrpc_sniff_id(s + below(n + 1), 0, s, n));
	}
	free(s);
}

static void t_mutate_jsonrpc(void **state)
{
	static uint8_t work[MAX_INPUT];

	rng = seed ^ 0x4a534f4eull;
	for (size_t i = 0; i < ARRAY_SIZE(json_seeds); i++) {
		json_object *v = NULL;
		/* the seeds are valid */
		assert_int_equal(jrpc_parse(json_seeds[i], strlen(json_seeds[i]), &v), 0);
		json_object_put(v);
		check_json_input((const uint8_t *)json_seeds[i], strlen(json_seeds[i]));
	}
	for (unsigned long it = 0; it < iters; it++) {
		const char *sd = json_seeds[below(ARRAY_SIZE(json_seeds))];
		size_t n = strlen(sd);

		memcpy(work, sd, n);
		n = mutate(work, n, sizeof(work));
		check_json_input(work, n);
	}
	print_message("jsonrpc: %lu inputs, %lu parsed, %lu parse errors, %lu valid messages, "
		      "%lu invalid, %lu ids sniffed\n", iters, stats.lines_ok, stats.lines_bad,
		      stats.msgs_ok, stats.msgs_invalid, stats.sniffed);
}

int main(void)
{
	const char *e;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(t_mutate_frames),
		cmocka_unit_test(t_mutate_jsonrpc),
	};

	if ((e = getenv("SAFEPY_MUTATE_SEED")) != NULL && *e)
		seed = strtoull(e, NULL, 0);
	if ((e = getenv("SAFEPY_MUTATE_ITERS")) != NULL && *e)
		iters = strtoul(e, NULL, 0);
	printf("mutate: seed=0x%llx iterations=%lu per half\n", (unsigned long long)seed, iters);
	return cmocka_run_group_tests_name("mutate", tests, NULL, NULL);
}
