/* SPDX-License-Identifier: MIT */
/* libFuzzer harness for the frame codec: the input is a byte stream from a hostile worker.
 * It is fed through a checked buffer in input-chosen chunk sizes (as read(2) would deliver
 * it) and every frame proto_next returns is checked against the documented ranges, then
 * re-encoded and decoded again. proto_decode also sees the raw input directly. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "proto/frame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(x) do { if (!(x)) __builtin_trap(); } while (0)

static void check_msg(const struct proto_msg *m)
{
	CHECK(m->type >= PROTO_READY && m->type <= PROTO_SESSION);
	CHECK(strcmp(proto_type_name(m->type), "?") != 0);
	switch (m->type) {
	case PROTO_READY:
		CHECK(m->data == NULL && m->len == 0 && m->num == 0);
		break;
	case PROTO_SPAWN: /* num: its flags byte */
		CHECK(m->data == NULL && m->len == 0 && (m->num & ~PROTO_SPAWN_HOT) == 0);
		break;
	case PROTO_RUN:
	case PROTO_SESSION:
		CHECK(m->data != NULL && m->len <= PROTO_MAX_CODE && m->num == 0);
		break;
	case PROTO_RESULT:
		CHECK(m->data != NULL && m->len >= 2 && m->len <= PROTO_MAX_RESULT && m->num == 0);
		break;
	case PROTO_SPAWNED:
		CHECK(m->data == NULL && m->len == 0 && m->num >= 1 && m->num <= PROTO_MAX_PID);
		break;
	case PROTO_DENIED:
		CHECK(m->data == NULL && m->len == 0 && m->num <= 4096);
		break;
	case PROTO_HELLO:
		CHECK(m->data == NULL && m->len == 0 && m->num <= 0xffff);
		break;
	}
}

/* Whatever decodes must encode back to a frame that decodes to the same message. */
static void round_trip(const struct proto_msg *m)
{
	struct buf *b = buf_new(PROTO_HDR + PROTO_MAX_FRAME);
	struct proto_msg again;
	int r;

	CHECK(b != NULL);
	if (m->type == PROTO_SPAWNED || m->type == PROTO_DENIED || m->type == PROTO_HELLO)
		r = proto_encode_num(b, m->type, m->num);
	else if (m->type == PROTO_SPAWN && m->num != 0) {
		uint8_t flags = (uint8_t)m->num;
		r = proto_encode(b, m->type, &flags, 1);
	} else
		r = proto_encode(b, m->type, m->data, m->len);
	CHECK(r == 0);
	CHECK(proto_next(b, PROTO_MAX_FRAME, &again) == 1);
	CHECK(again.type == m->type && again.num == m->num && again.len == m->len);
	CHECK(m->len == 0 || memcmp(again.data, m->data, m->len) == 0);
	CHECK(buf_len(b) == 0);
	buf_free(b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t maxes[] = { PROTO_MAX_FRAME, 4096, 64, 5 };
	struct proto_msg m;
	struct buf *in;
	size_t max, chunk, off = 0;
	int r;

	/* the raw bytes as a frame body */
	r = proto_decode(data, size, &m);
	if (r == 0)
		check_msg(&m);
	else
		CHECK(r == -EBADMSG || r == -EMSGSIZE || r == -EPROTO);
	if (size < 1)
		return 0;

	/* the first byte picks the frame limit and the read size */
	max = maxes[data[0] & 3];
	chunk = 1 + (data[0] >> 2);
	data++;
	size--;

	in = buf_new(max + PROTO_HDR);
	CHECK(in != NULL);
	for (;;) {
		size_t before = buf_len(in);

		r = proto_next(in, max, &m);
		if (r == 1) {
			check_msg(&m);
			round_trip(&m);
			CHECK(buf_len(in) < before);
			continue;
		}
		if (r < 0) {
			CHECK(r == -EBADMSG || r == -EMSGSIZE || r == -EPROTO);
			if (buf_len(in) == before)
				break; /* header error: the daemon drops the worker here */
			continue;  /* a bad body was consumed; keep going to exercise more */
		}
		if (off == size)
			break;
		{
			size_t n = size - off < chunk ? size - off : chunk, room = buf_room(in);
			uint8_t *dst;

			CHECK(room > 0); /* a pending frame always fits: reading never stalls */
			if (n > room)
				n = room;
			CHECK(buf_reserve(in, n, &dst) == 0);
			memcpy(dst, data + off, n);
			buf_commit(in, n);
			off += n;
		}
	}
	buf_free(in);
	return 0;
}
