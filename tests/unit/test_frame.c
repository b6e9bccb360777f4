/* SPDX-License-Identifier: MIT */
/* Unit tests for proto/frame: per-type length and value rules of proto_decode, the encoder's
 * wire format and limits, and the incremental proto_next reader (partial data, limits,
 * errors, several frames per read, frames split at every byte boundary). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "proto/frame.h"

#define SENTINEL_NUM 0x5a5a5a5au

static struct proto_msg sentinel(void)
{
	struct proto_msg m;

	memset(&m, 0, sizeof(m));
	m.type = (enum proto_type)99;
	m.num = SENTINEL_NUM;
	m.data = (const uint8_t *)&m; /* any recognisable pointer */
	m.len = 12345;
	return m;
}

static bool is_sentinel(const struct proto_msg *m)
{
	return m->type == (enum proto_type)99 && m->num == SENTINEL_NUM && m->len == 12345;
}

/* Decode type + payload given separately. */
static int decode(uint8_t type, const void *payload, size_t n, struct proto_msg *m)
{
	uint8_t *body = malloc(n + 1);
	int r;

	assert_non_null(body);
	body[0] = type;
	if (n > 0)
		memcpy(body + 1, payload, n);
	*m = sentinel();
	r = proto_decode(body, n + 1, m);
	if (r < 0)
		assert_true(is_sentinel(m)); /* the output is only written on success */
	else if (m->data != NULL)
		assert_memory_equal(m->data, payload, n);
	free(body);
	return r;
}

static int decode_u32(uint8_t type, uint32_t v, struct proto_msg *m)
{
	uint8_t be[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };

	return decode(type, be, 4, m);
}

/* Append a raw frame with an arbitrary length field. */
static void raw_frame(struct buf *b, uint32_t len, uint8_t type, const void *p, size_t n)
{
	assert_int_equal(buf_put_u32(b, len), 0);
	assert_int_equal(buf_put_u8(b, type), 0);
	assert_int_equal(buf_put(b, p, n), 0);
}

/* ---- proto_type_name ---- */

static void t_type_names(void **state)
{
	assert_string_equal(proto_type_name(PROTO_READY), "READY");
	assert_string_equal(proto_type_name(PROTO_RUN), "RUN");
	assert_string_equal(proto_type_name(PROTO_RESULT), "RESULT");
	assert_string_equal(proto_type_name(PROTO_SPAWN), "SPAWN");
	assert_string_equal(proto_type_name(PROTO_SPAWNED), "SPAWNED");
	assert_string_equal(proto_type_name(PROTO_DENIED), "DENIED");
	assert_string_equal(proto_type_name(PROTO_HELLO), "HELLO");
	assert_string_equal(proto_type_name(PROTO_SESSION), "SESSION");
	assert_string_equal(proto_type_name((enum proto_type)0), "?");
	assert_string_equal(proto_type_name((enum proto_type)9), "?");
	assert_string_equal(proto_type_name((enum proto_type)255), "?");
}

/* ---- proto_decode ---- */

static void t_decode_null_empty(void **state)
{
	struct proto_msg m = sentinel();
	static const uint8_t one[1] = { PROTO_READY };

	assert_int_equal(proto_decode(NULL, 0, &m), -EBADMSG);
	assert_int_equal(proto_decode(NULL, 1, &m), -EBADMSG);
	assert_int_equal(proto_decode(one, 0, &m), -EBADMSG);
	assert_true(is_sentinel(&m));
}

static void t_decode_ready_spawn(void **state)
{
	static const uint8_t pl[8] = { 0 };
	static const uint8_t types[] = { PROTO_READY, PROTO_SPAWN };
	struct proto_msg m;

	for (size_t i = 0; i < ARRAY_SIZE(types); i++) {
		assert_int_equal(decode(types[i], NULL, 0, &m), 0);
		assert_int_equal(m.type, types[i]);
		assert_null(m.data);
		assert_int_equal(m.len, 0);
		assert_int_equal(m.num, 0);
		for (size_t n = types[i] == PROTO_SPAWN ? 2 : 1; n <= sizeof(pl); n++)
			assert_int_equal(decode(types[i], pl, n, &m), -EBADMSG);
	}
	/* SPAWN's one flags byte */
	assert_int_equal(decode(PROTO_SPAWN, (const uint8_t[]){ PROTO_SPAWN_HOT }, 1, &m), 0);
	assert_int_equal(m.num, PROTO_SPAWN_HOT);
	assert_null(m.data);
	assert_int_equal(decode(PROTO_SPAWN, pl, 1, &m), 0);
	assert_int_equal(m.num, 0);
	assert_int_equal(decode(PROTO_SPAWN, (const uint8_t[]){ 2 }, 1, &m), -EBADMSG);
}

static void t_decode_session(void **state)
{
	struct proto_msg m;
	uint8_t big[8] = { PROTO_SESSION };

	/* SESSION carries code exactly as RUN does */
	assert_int_equal(decode(PROTO_SESSION, NULL, 0, &m), 0);
	assert_int_equal(m.type, PROTO_SESSION);
	assert_int_equal(m.len, 0);
	assert_int_equal(decode(PROTO_SESSION, "x = 1\n", 6, &m), 0);
	assert_int_equal(m.len, 6);
	assert_int_equal(m.num, 0);
	/* and is bounded the same way (the length is checked before the bytes are read) */
	assert_int_equal(proto_decode(big, (size_t)PROTO_MAX_CODE + 2, &m), -EMSGSIZE);
}

static void t_decode_run(void **state)
{
	struct proto_msg m;
	uint8_t *big;

	assert_int_equal(decode(PROTO_RUN, NULL, 0, &m), 0);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, 0);
	assert_int_equal(m.num, 0);
	assert_int_equal(decode(PROTO_RUN, "x", 1, &m), 0);
	assert_int_equal(m.len, 1);
	assert_int_equal(decode(PROTO_RUN, "print(1)\n", 9, &m), 0);
	assert_int_equal(m.len, 9);
	/* bytes are not interpreted: NUL and non-UTF-8 pass (the caller validates) */
	assert_int_equal(decode(PROTO_RUN, "\0\xff\xfe", 3, &m), 0);
	assert_int_equal(m.len, 3);

	big = malloc((size_t)PROTO_MAX_CODE + 2);
	assert_non_null(big);
	memset(big, 'a', (size_t)PROTO_MAX_CODE + 2);
	big[0] = PROTO_RUN;
	m = sentinel();
	assert_int_equal(proto_decode(big, (size_t)PROTO_MAX_CODE + 1, &m), 0);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, PROTO_MAX_CODE);
	assert_ptr_equal(m.data, big + 1);
	m = sentinel();
	assert_int_equal(proto_decode(big, (size_t)PROTO_MAX_CODE + 2, &m), -EMSGSIZE);
	assert_true(is_sentinel(&m));
	free(big);
}

static void t_decode_result(void **state)
{
	struct proto_msg m;
	uint8_t *big;

	assert_int_equal(decode(PROTO_RESULT, NULL, 0, &m), -EBADMSG);
	assert_int_equal(decode(PROTO_RESULT, "{", 1, &m), -EBADMSG);
	assert_int_equal(decode(PROTO_RESULT, "{}", 2, &m), 0);
	assert_int_equal(m.type, PROTO_RESULT);
	assert_int_equal(m.len, 2);
	assert_int_equal(m.num, 0);
	assert_int_equal(decode(PROTO_RESULT, "{\"a\":1}", 7, &m), 0);
	assert_int_equal(m.len, 7);
	/* content is not interpreted here */
	assert_int_equal(decode(PROTO_RESULT, "xx", 2, &m), 0);

	big = malloc((size_t)PROTO_MAX_RESULT + 2);
	assert_non_null(big);
	memset(big, ' ', (size_t)PROTO_MAX_RESULT + 2);
	big[0] = PROTO_RESULT;
	assert_int_equal(proto_decode(big, (size_t)PROTO_MAX_RESULT + 1, &m), 0);
	assert_int_equal(m.len, PROTO_MAX_RESULT);
	assert_ptr_equal(m.data, big + 1);
	m = sentinel();
	assert_int_equal(proto_decode(big, (size_t)PROTO_MAX_RESULT + 2, &m), -EMSGSIZE);
	assert_true(is_sentinel(&m));
	free(big);
}

static void t_decode_spawned(void **state)
{
	struct proto_msg m;

	assert_int_equal(decode_u32(PROTO_SPAWNED, 0, &m), -EBADMSG);
	assert_int_equal(decode_u32(PROTO_SPAWNED, 1, &m), 0);
	assert_int_equal(m.type, PROTO_SPAWNED);
	assert_int_equal(m.num, 1);
	assert_null(m.data);
	assert_int_equal(m.len, 0);
	assert_int_equal(decode_u32(PROTO_SPAWNED, 4242, &m), 0);
	assert_int_equal(m.num, 4242);
	assert_int_equal(decode_u32(PROTO_SPAWNED, PROTO_MAX_PID, &m), 0);
	assert_int_equal(m.num, 4194304);
	assert_int_equal(decode_u32(PROTO_SPAWNED, PROTO_MAX_PID + 1, &m), -EBADMSG);
	assert_int_equal(decode_u32(PROTO_SPAWNED, 0x7fffffff, &m), -EBADMSG);
	assert_int_equal(decode_u32(PROTO_SPAWNED, 0x80000000, &m), -EBADMSG);
	assert_int_equal(decode_u32(PROTO_SPAWNED, 0xffffffff, &m), -EBADMSG);
	/* big-endian: 00 00 01 00 is 256, not 65536 */
	{
		static const uint8_t be[4] = { 0, 0, 1, 0 };
		assert_int_equal(decode(PROTO_SPAWNED, be, 4, &m), 0);
		assert_int_equal(m.num, 256);
	}
}

static void t_decode_denied(void **state)
{
	struct proto_msg m;

	assert_int_equal(decode_u32(PROTO_DENIED, 0, &m), 0);
	assert_int_equal(m.type, PROTO_DENIED);
	assert_int_equal(m.num, 0);
	assert_null(m.data);
	assert_int_equal(decode_u32(PROTO_DENIED, 59, &m), 0);
	assert_int_equal(m.num, 59);
	assert_int_equal(decode_u32(PROTO_DENIED, 4096, &m), 0);
	assert_int_equal(m.num, 4096);
	assert_int_equal(decode_u32(PROTO_DENIED, 4097, &m), -EBADMSG);
	assert_int_equal(decode_u32(PROTO_DENIED, 0xffffffff, &m), -EBADMSG);
}

static void t_decode_hello(void **state)
{
	struct proto_msg m;

	assert_int_equal(decode_u32(PROTO_HELLO, 0, &m), 0);
	assert_int_equal(m.type, PROTO_HELLO);
	assert_int_equal(m.num, 0);
	assert_int_equal(decode_u32(PROTO_HELLO, 5, &m), 0);
	assert_int_equal(m.num, 5);
	assert_int_equal(decode_u32(PROTO_HELLO, 0xffff, &m), 0);
	assert_int_equal(m.num, 0xffff);
	assert_int_equal(decode_u32(PROTO_HELLO, 0x10000, &m), -EBADMSG);
	assert_int_equal(decode_u32(PROTO_HELLO, 0xffffffff, &m), -EBADMSG);
}

static void t_decode_num_wrong_len(void **state)
{
	static const uint8_t types[] = { PROTO_SPAWNED, PROTO_DENIED, PROTO_HELLO };
	static const uint8_t pl[16] = { 0, 0, 0, 1, 0, 0, 0, 1 };
	struct proto_msg m;

	for (size_t i = 0; i < ARRAY_SIZE(types); i++)
		for (size_t n = 0; n <= sizeof(pl); n++)
			if (n != 4)
				assert_int_equal(decode(types[i], pl, n, &m), -EBADMSG);
}

static void t_decode_unknown_type(void **state)
{
	static const uint8_t pl[8] = { 0, 0, 0, 1 };
	struct proto_msg m;

	for (unsigned t = 0; t < 256; t++) {
		if (t >= PROTO_READY && t <= PROTO_SESSION)
			continue;
		for (size_t n = 0; n <= sizeof(pl); n++)
			assert_int_equal(decode((uint8_t)t, pl, n, &m), -EPROTO);
	}
}

/* ---- proto_encode ---- */

static void t_encode_wire_format(void **state)
{
	struct buf *b = buf_new(256);
	static const uint8_t want[] = {
		0, 0, 0, 1, PROTO_READY,
		0, 0, 0, 3, PROTO_RUN, 'h', 'i',
		0, 0, 0, 5, PROTO_SPAWNED, 0, 0, 0x04, 0xd2,
		0, 0, 0, 1, PROTO_SPAWN,
		0, 0, 0, 5, PROTO_HELLO, 0xde, 0xad, 0xbe, 0xef, /* encoder does not check ranges */
		0, 0, 0, 1, PROTO_RUN,
	};

	assert_int_equal(proto_encode(b, PROTO_READY, NULL, 0), 0);
	assert_int_equal(proto_encode(b, PROTO_RUN, "hi", 2), 0);
	assert_int_equal(proto_encode_num(b, PROTO_SPAWNED, 1234), 0);
	assert_int_equal(proto_encode(b, PROTO_SPAWN, NULL, 0), 0);
	assert_int_equal(proto_encode_num(b, PROTO_HELLO, 0xdeadbeef), 0);
	assert_int_equal(proto_encode(b, PROTO_RUN, "", 0), 0);
	assert_int_equal(buf_len(b), sizeof(want));
	assert_memory_equal(buf_data(b), want, sizeof(want));
	buf_free(b);
}

static void t_encode_limits(void **state)
{
	static const char code[4] = "abc";
	struct buf *b = buf_new(PROTO_HDR + 1 + 3);
	uint8_t *big;

	/* exact room */
	assert_int_equal(proto_encode(b, PROTO_RUN, code, 3), 0);
	assert_int_equal(buf_len(b), 8);
	/* no room: refused atomically, nothing half-written */
	assert_int_equal(proto_encode(b, PROTO_READY, NULL, 0), -EMSGSIZE);
	assert_int_equal(proto_encode_num(b, PROTO_DENIED, 1), -EMSGSIZE);
	assert_int_equal(buf_len(b), 8);
	buf_reset(b);
	assert_int_equal(proto_encode(b, PROTO_RUN, code, 4), -EMSGSIZE); /* one byte over */
	assert_int_equal(buf_len(b), 0);
	/* over the frame limit regardless of room; the payload is never read */
	buf_free(b);
	b = buf_new(SIZE_MAX);
	assert_int_equal(proto_encode(b, PROTO_RUN, code, (size_t)PROTO_MAX_FRAME), -EMSGSIZE);
	assert_int_equal(proto_encode(b, PROTO_RUN, code, SIZE_MAX), -EMSGSIZE);
	assert_int_equal(proto_encode(b, PROTO_RUN, code, SIZE_MAX - PROTO_HDR), -EMSGSIZE);
	assert_int_equal(buf_len(b), 0);
	buf_free(b);

	/* the largest payload: PROTO_MAX_FRAME - 1 == PROTO_MAX_CODE */
	big = calloc(1, PROTO_MAX_CODE);
	assert_non_null(big);
	b = buf_new(PROTO_HDR + PROTO_MAX_FRAME);
	assert_int_equal(proto_encode(b, PROTO_RUN, big, PROTO_MAX_CODE), 0);
	assert_int_equal(buf_len(b), PROTO_HDR + PROTO_MAX_FRAME);
	{
		uint32_t n;
		assert_int_equal(buf_peek_u32(b, &n), 0);
		assert_int_equal(n, PROTO_MAX_FRAME);
	}
	buf_free(b);
	free(big);
}

static void t_encode_decode_round_trip(void **state)
{
	struct buf *b = buf_new(1024);
	struct proto_msg m;

	assert_int_equal(proto_encode(b, PROTO_READY, NULL, 0), 0);
	assert_int_equal(proto_encode(b, PROTO_RUN, "x = 1", 5), 0);
	assert_int_equal(proto_encode(b, PROTO_RESULT, "{\"ok\":true}", 11), 0);
	assert_int_equal(proto_encode(b, PROTO_SPAWN, NULL, 0), 0);
	assert_int_equal(proto_encode_num(b, PROTO_SPAWNED, PROTO_MAX_PID), 0);
	assert_int_equal(proto_encode_num(b, PROTO_DENIED, 4096), 0);
	assert_int_equal(proto_encode_num(b, PROTO_HELLO, 0xffff), 0);

	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_READY);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, 5);
	assert_memory_equal(m.data, "x = 1", 5);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RESULT);
	assert_int_equal(m.len, 11);
	assert_memory_equal(m.data, "{\"ok\":true}", 11);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_SPAWN);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_SPAWNED);
	assert_int_equal(m.num, PROTO_MAX_PID);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_DENIED);
	assert_int_equal(m.num, 4096);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_HELLO);
	assert_int_equal(m.num, 0xffff);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	assert_int_equal(buf_len(b), 0);
	buf_free(b);
}

/* ---- proto_next ---- */

static void t_next_needs_more(void **state)
{
	struct buf *b = buf_new(64);
	struct proto_msg m = sentinel();
	static const uint8_t frame[] = { 0, 0, 0, 6, PROTO_RUN, 'a', 'b', 'c', 'd', 'e' };

	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	for (size_t i = 0; i < sizeof(frame); i++) {
		assert_int_equal(buf_put_u8(b, frame[i]), 0);
		if (i + 1 < sizeof(frame)) {
			assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
			assert_int_equal(buf_len(b), i + 1); /* nothing consumed while waiting */
			assert_true(is_sentinel(&m));
		}
	}
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, 5);
	assert_memory_equal(m.data, "abcde", 5);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	buf_free(b);
}

static void t_next_zero_length(void **state)
{
	struct buf *b = buf_new(64);
	struct proto_msg m = sentinel();

	assert_int_equal(buf_put_u32(b, 0), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_true(is_sentinel(&m));
	/* also with bytes after it */
	assert_int_equal(buf_put_u8(b, PROTO_READY), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	buf_free(b);
}

static void t_next_length_over_max(void **state)
{
	struct buf *b = buf_new(64);
	struct proto_msg m = sentinel();
	static const uint8_t pl[9] = "123456789";

	/* refused from the header alone, before the body arrives */
	assert_int_equal(buf_put_u32(b, 11), 0);
	assert_int_equal(proto_next(b, 10, &m), -EMSGSIZE);
	assert_int_equal(buf_len(b), 4);
	assert_true(is_sentinel(&m));
	buf_reset(b);
	/* exactly max is fine */
	raw_frame(b, 10, PROTO_RUN, pl, 9);
	assert_int_equal(proto_next(b, 10, &m), 1);
	assert_int_equal(m.len, 9);
	/* max + 1 with the whole body present */
	raw_frame(b, 10, PROTO_RUN, pl, 9);
	assert_int_equal(proto_next(b, 9, &m), -EMSGSIZE);
	buf_reset(b);
	/* the absolute ceiling applies even when the caller's max is larger */
	assert_int_equal(buf_put_u32(b, PROTO_MAX_FRAME + 1), 0);
	assert_int_equal(proto_next(b, SIZE_MAX, &m), -EMSGSIZE);
	buf_reset(b);
	assert_int_equal(buf_put_u32(b, 0xffffffff), 0);
	assert_int_equal(proto_next(b, SIZE_MAX, &m), -EMSGSIZE);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EMSGSIZE);
	buf_reset(b);
	assert_int_equal(buf_put_u32(b, 0x80000001), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EMSGSIZE);
	buf_reset(b);
	/* max 0 refuses everything but still reports "need more" on a short header */
	assert_int_equal(buf_put_u8(b, 0), 0);
	assert_int_equal(proto_next(b, 0, &m), 0);
	assert_int_equal(buf_put(b, "\0\0\1", 3), 0);
	assert_int_equal(proto_next(b, 0, &m), -EMSGSIZE);
	buf_free(b);
}

static void t_next_run_max_code(void **state)
{
	struct buf *b = buf_new(PROTO_HDR + PROTO_MAX_FRAME + 8);
	uint8_t *code = malloc(PROTO_MAX_CODE + 1);
	struct proto_msg m;

	assert_non_null(code);
	for (size_t i = 0; i < PROTO_MAX_CODE + 1; i++)
		code[i] = (uint8_t)('a' + i % 26);
	assert_int_equal(proto_encode(b, PROTO_RUN, code, PROTO_MAX_CODE), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, PROTO_MAX_CODE);
	assert_memory_equal(m.data, code, PROTO_MAX_CODE);
	assert_int_equal(buf_len(b), 0);
	/* one more byte of code: the length field exceeds PROTO_MAX_FRAME */
	raw_frame(b, PROTO_MAX_FRAME + 1, PROTO_RUN, code, 3);
	assert_int_equal(proto_next(b, SIZE_MAX, &m), -EMSGSIZE);
	buf_free(b);
	free(code);
}

static void t_next_decode_error_consumes(void **state)
{
	/* A body that fails to decode is consumed, so the stream stays aligned. */
	struct buf *b = buf_new(PROTO_HDR + PROTO_MAX_FRAME);
	struct proto_msg m = sentinel();
	uint8_t *big = calloc(1, PROTO_MAX_RESULT + 1);

	assert_non_null(big);
	raw_frame(b, 3, 0x42, "ab", 2);                       /* unknown type */
	raw_frame(b, 2, PROTO_RESULT, "{", 1);                /* RESULT too short */
	raw_frame(b, 2, PROTO_READY, "x", 1);                 /* READY with payload */
	raw_frame(b, 2, PROTO_SPAWN, "x", 1);                 /* SPAWN with payload */
	raw_frame(b, 5, PROTO_SPAWNED, "\0\0\0\0", 4);        /* pid 0 */
	raw_frame(b, 5, PROTO_SPAWNED, "\0\x40\0\x01", 4);    /* pid 4194305 */
	raw_frame(b, 5, PROTO_DENIED, "\0\0\x10\x01", 4);     /* 4097 */
	raw_frame(b, 5, PROTO_HELLO, "\0\x01\0\0", 4);        /* 0x10000 */
	raw_frame(b, 4, PROTO_HELLO, "\0\0\0", 3);            /* short */
	raw_frame(b, 1, 0, NULL, 0);                          /* type 0 */
	raw_frame(b, PROTO_MAX_RESULT + 2, PROTO_RESULT, big, PROTO_MAX_RESULT + 1);
	assert_int_equal(proto_encode(b, PROTO_READY, NULL, 0), 0);

	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EPROTO);
	assert_true(is_sentinel(&m));
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EBADMSG);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EPROTO);
	assert_true(is_sentinel(&m));
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), -EMSGSIZE);
	assert_int_equal(buf_len(b), 5);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_READY);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	buf_free(b);
	free(big);
}

static void t_next_two_frames(void **state)
{
	struct buf *b = buf_new(128);
	struct proto_msg m;

	assert_int_equal(proto_encode(b, PROTO_RUN, "1+1", 3), 0);
	assert_int_equal(proto_encode_num(b, PROTO_DENIED, 59), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, 3);
	assert_memory_equal(m.data, "1+1", 3);
	assert_int_equal(buf_len(b), 9);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_DENIED);
	assert_int_equal(m.num, 59);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	buf_free(b);
}

static void t_next_trailing_partial(void **state)
{
	struct buf *b = buf_new(128);
	struct proto_msg m;

	assert_int_equal(proto_encode(b, PROTO_READY, NULL, 0), 0);
	assert_int_equal(proto_encode(b, PROTO_RESULT, "{}", 2), 0);
	raw_frame(b, 20, PROTO_RUN, "partial", 7); /* 12 body bytes missing */
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_READY);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RESULT);
	assert_memory_equal(m.data, "{}", 2);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	assert_int_equal(buf_len(b), 12);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	assert_int_equal(buf_len(b), 12);
	assert_int_equal(buf_put(b, "0123456789A", 11), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	assert_int_equal(buf_put_u8(b, 'B'), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_RUN);
	assert_int_equal(m.len, 19);
	assert_memory_equal(m.data, "partial0123456789AB", 19);
	/* a partial header after a frame */
	assert_int_equal(proto_encode(b, PROTO_SPAWN, NULL, 0), 0);
	assert_int_equal(buf_put(b, "\0\0", 2), 0);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_int_equal(m.type, PROTO_SPAWN);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 0);
	assert_int_equal(buf_len(b), 2);
	buf_free(b);
}

/* The reference stream used by the split tests. */
struct expect {
	uint8_t type;
	uint32_t num;
	const char *data;
	size_t len;
};

static const struct expect stream_msgs[] = {
	{ PROTO_HELLO, 0x0007, NULL, 0 },
	{ PROTO_READY, 0, NULL, 0 },
	{ PROTO_RUN, 0, "print('hello')\n", 15 },
	{ PROTO_DENIED, 41, NULL, 0 },
	{ PROTO_RESULT, 0, "{\"stdout\":\"hello\\n\"}", 20 },
	{ PROTO_SPAWN, 0, NULL, 0 },
	{ PROTO_SPAWNED, 31337, NULL, 0 },
	{ PROTO_RUN, 0, "", 0 },
	{ PROTO_RESULT, 0, "{}", 2 },
};

static size_t build_stream(uint8_t *out, size_t cap)
{
	struct buf *b = buf_new(cap);
	size_t n;

	for (size_t i = 0; i < ARRAY_SIZE(stream_msgs); i++) {
		const struct expect *e = &stream_msgs[i];
		if (e->type == PROTO_HELLO || e->type == PROTO_DENIED || e->type == PROTO_SPAWNED)
			assert_int_equal(proto_encode_num(b, e->type, e->num), 0);
		else
			assert_int_equal(proto_encode(b, e->type, e->data, e->len), 0);
	}
	n = buf_len(b);
	memcpy(out, buf_data(b), n);
	buf_free(b);
	return n;
}

static void check_msg(const struct proto_msg *m, size_t idx)
{
	const struct expect *e;

	assert_true(idx < ARRAY_SIZE(stream_msgs));
	e = &stream_msgs[idx];
	assert_int_equal(m->type, e->type);
	assert_int_equal(m->num, e->num);
	if (e->data == NULL) {
		assert_null(m->data);
		assert_int_equal(m->len, 0);
	} else {
		assert_int_equal(m->len, e->len);
		if (e->len > 0)
			assert_memory_equal(m->data, e->data, e->len);
	}
}

static void drain(struct buf *b, size_t *got)
{
	struct proto_msg m;
	int r;

	while ((r = proto_next(b, 64, &m)) == 1)
		check_msg(&m, (*got)++);
	assert_int_equal(r, 0);
}

static void t_next_split_every_boundary(void **state)
{
	uint8_t stream[512];
	size_t len = build_stream(stream, sizeof(stream));

	/* two writes, split at every byte boundary (0 and len included) */
	for (size_t k = 0; k <= len; k++) {
		struct buf *b = buf_new(sizeof(stream));
		size_t got = 0;

		assert_int_equal(buf_put(b, stream, k), 0);
		drain(b, &got);
		assert_int_equal(buf_put(b, stream + k, len - k), 0);
		drain(b, &got);
		assert_int_equal(got, ARRAY_SIZE(stream_msgs));
		assert_int_equal(buf_len(b), 0);
		buf_free(b);
	}
	/* three writes, every pair of split points */
	for (size_t i = 0; i <= len; i++) {
		for (size_t j = i; j <= len; j++) {
			struct buf *b = buf_new(sizeof(stream));
			size_t got = 0;

			assert_int_equal(buf_put(b, stream, i), 0);
			drain(b, &got);
			assert_int_equal(buf_put(b, stream + i, j - i), 0);
			drain(b, &got);
			assert_int_equal(buf_put(b, stream + j, len - j), 0);
			drain(b, &got);
			assert_int_equal(got, ARRAY_SIZE(stream_msgs));
			buf_free(b);
		}
	}
}

static void t_next_byte_at_a_time(void **state)
{
	uint8_t stream[512];
	size_t len = build_stream(stream, sizeof(stream));
	/* a tight buffer: only one frame (plus header) ever fits, so storage is reused */
	struct buf *b = buf_new(PROTO_HDR + 64);
	size_t got = 0;

	for (size_t i = 0; i < len; i++) {
		uint8_t *p;
		assert_int_equal(buf_reserve(b, 1, &p), 0);
		*p = stream[i];
		buf_commit(b, 1);
		drain(b, &got);
	}
	assert_int_equal(got, ARRAY_SIZE(stream_msgs));
	assert_int_equal(buf_len(b), 0);
	buf_free(b);
}

static void t_next_data_stays_valid(void **state)
{
	/* The message points into the buffer; consuming the frame does not move it. */
	struct buf *b = buf_new(256);
	struct proto_msg m;
	const uint8_t *before;

	assert_int_equal(proto_encode(b, PROTO_RUN, "abc", 3), 0);
	assert_int_equal(proto_encode(b, PROTO_RUN, "defg", 4), 0);
	before = buf_data(b);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_ptr_equal(m.data, before + PROTO_HDR + 1);
	assert_memory_equal(m.data, "abc", 3);
	assert_int_equal(proto_next(b, PROTO_MAX_FRAME, &m), 1);
	assert_ptr_equal(m.data, before + 2 * (PROTO_HDR + 1) + 3);
	assert_memory_equal(m.data, "defg", 4);
	buf_free(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(t_type_names),
		cmocka_unit_test(t_decode_null_empty),
		cmocka_unit_test(t_decode_ready_spawn),
		cmocka_unit_test(t_decode_session),
		cmocka_unit_test(t_decode_run),
		cmocka_unit_test(t_decode_result),
		cmocka_unit_test(t_decode_spawned),
		cmocka_unit_test(t_decode_denied),
		cmocka_unit_test(t_decode_hello),
		cmocka_unit_test(t_decode_num_wrong_len),
		cmocka_unit_test(t_decode_unknown_type),
		cmocka_unit_test(t_encode_wire_format),
		cmocka_unit_test(t_encode_limits),
		cmocka_unit_test(t_encode_decode_round_trip),
		cmocka_unit_test(t_next_needs_more),
		cmocka_unit_test(t_next_zero_length),
		cmocka_unit_test(t_next_length_over_max),
		cmocka_unit_test(t_next_run_max_code),
		cmocka_unit_test(t_next_decode_error_consumes),
		cmocka_unit_test(t_next_two_frames),
		cmocka_unit_test(t_next_trailing_partial),
		cmocka_unit_test(t_next_split_every_boundary),
		cmocka_unit_test(t_next_byte_at_a_time),
		cmocka_unit_test(t_next_data_stays_valid),
	};

	return cmocka_run_group_tests_name("frame", tests, NULL, NULL);
}
