/* SPDX-License-Identifier: MIT */
/* Frame codec; see frame.h for the format. All checks live here. */
#include "proto/frame.h"
#include <string.h>

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int proto_decode(const uint8_t *body, size_t n, struct proto_msg *out)
{
	struct proto_msg m = { 0 };

	if (body == NULL || n < 1)
		return -EBADMSG;
	m.type = body[0];
	m.data = body + 1;
	m.len = n - 1;
	switch (m.type) {
	case PROTO_READY:
		if (m.len != 0)
			return -EBADMSG;
		m.data = NULL;
		break;
	case PROTO_SPAWN:
		/* An optional flags byte: PROTO_SPAWN_HOT, or none. */
		if (m.len > 1 || (m.len == 1 && (m.data[0] & ~PROTO_SPAWN_HOT)))
			return -EBADMSG;
		m.num = m.len ? m.data[0] : 0;
		m.data = NULL;
		m.len = 0;
		break;
	case PROTO_RUN:
	case PROTO_SESSION:
		if (m.len > PROTO_MAX_CODE)
			return -EMSGSIZE;
		break;
	case PROTO_RESULT:
		/* The shortest JSON object is "{}"; the content is validated by the caller's
		 * JSON parser, which is the only place that interprets it. */
		if (m.len < 2 || m.len > PROTO_MAX_RESULT)
			return m.len < 2 ? -EBADMSG : -EMSGSIZE;
		break;
	case PROTO_SPAWNED:
	case PROTO_DENIED:
	case PROTO_HELLO:
		if (m.len != 4)
			return -EBADMSG;
		m.num = be32(m.data);
		m.data = NULL;
		m.len = 0;
		if (m.type == PROTO_SPAWNED && (m.num < 1 || m.num > PROTO_MAX_PID))
			return -EBADMSG;
		if (m.type == PROTO_DENIED && m.num > 4096)
			return -EBADMSG;
		if (m.type == PROTO_HELLO && m.num > 0xffff)
			return -EBADMSG;
		break;
	default:
		return -EPROTO;
	}
	*out = m;
	return 0;
}

int proto_encode(struct buf *out, enum proto_type type, const void *data, size_t len)
{
	int r;

	if (len > PROTO_MAX_FRAME - 1)
		return -EMSGSIZE;
	if (buf_room(out) < PROTO_HDR + 1 + len)
		return -EMSGSIZE;
	r = buf_put_u32(out, (uint32_t)(len + 1));
	if (r == 0)
		r = buf_put_u8(out, (uint8_t)type);
	if (r == 0)
		r = buf_put(out, data, len);
	return r;
}

int proto_encode_num(struct buf *out, enum proto_type type, uint32_t num)
{
	uint8_t be[4] = { num >> 24, num >> 16, num >> 8, num };

	return proto_encode(out, type, be, sizeof(be));
}

int proto_next(struct buf *in, size_t max, struct proto_msg *out)
{
	uint32_t n;
	int r;

	if (buf_len(in) < PROTO_HDR)
		return 0;
	r = buf_peek_u32(in, &n);
	if (r < 0)
		return r;
	if (n == 0)
		return -EBADMSG;
	if (n > max || n > PROTO_MAX_FRAME)
		return -EMSGSIZE;
	if (buf_len(in) - PROTO_HDR < n)
		return 0;
	r = buf_consume(in, PROTO_HDR);
	if (r < 0)
		return r;
	r = proto_decode(buf_data(in), n, out);
	/* Consume the body even on error so a caller that continues does not loop; the data
	 * pointer stays valid because consuming never moves storage. */
	if (buf_consume(in, n) < 0)
		return -EBADMSG;
	return r < 0 ? r : 1;
}

const char *proto_type_name(enum proto_type t)
{
	switch (t) {
	case PROTO_READY: return "READY";
	case PROTO_RUN: return "RUN";
	case PROTO_RESULT: return "RESULT";
	case PROTO_SPAWN: return "SPAWN";
	case PROTO_SPAWNED: return "SPAWNED";
	case PROTO_DENIED: return "DENIED";
	case PROTO_HELLO: return "HELLO";
	case PROTO_SESSION: return "SESSION";
	}
	return "?";
}
