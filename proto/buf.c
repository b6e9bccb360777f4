/* SPDX-License-Identifier: MIT */
/* Checked byte buffer: a window [off, off+len) over storage of at most max bytes.
 * Storage grows geometrically up to max and is compacted before growing. */
#include "proto/buf.h"
#include <assert.h>
#include <string.h>

struct buf {
	uint8_t *d;
	size_t off;  /* first unread byte */
	size_t len;  /* unread bytes */
	size_t cap;  /* allocated */
	size_t max;  /* hard limit on unread + reserved bytes */
};

static void buf_check(const struct buf *b)
{
	/* Invariants hold at every entry; a violation is a bug, not bad input. */
	assert(b != NULL);
	assert(b->off <= b->cap && b->len <= b->cap - b->off);
	assert(b->cap == 0 || b->d != NULL);
}

struct buf *buf_new(size_t max)
{
	struct buf *b = calloc(1, sizeof(*b));

	if (b == NULL)
		return NULL;
	b->max = max;
	return b;
}

void buf_free(struct buf *b)
{
	if (b == NULL)
		return;
	free(b->d);
	free(b);
}

size_t buf_len(const struct buf *b) { buf_check(b); return b->len; }
size_t buf_room(const struct buf *b) { buf_check(b); return b->max - b->len; }
const uint8_t *buf_data(const struct buf *b) { buf_check(b); return b->d ? b->d + b->off : NULL; }
void buf_reset(struct buf *b) { buf_check(b); b->off = b->len = 0; }

/* Make room for n more bytes after the unread ones. */
static int buf_grow(struct buf *b, size_t n)
{
	size_t need, ncap;
	uint8_t *nd;

	buf_check(b);
	if (n > b->max - b->len) /* overflow-safe form of len + n > max */
		return -EMSGSIZE;
	need = b->len + n;
	if (b->off > 0 && need <= b->cap) {
		if (b->off + need > b->cap) {
			memmove(b->d, b->d + b->off, b->len);
			b->off = 0;
		}
		return 0;
	}
	if (need <= b->cap - b->off)
		return 0;
	if (b->off > 0) {
		memmove(b->d, b->d + b->off, b->len);
		b->off = 0;
		if (need <= b->cap)
			return 0;
	}
	ncap = b->cap ? b->cap : 256;
	while (ncap < need)
		ncap = ncap > b->max / 2 ? b->max : ncap * 2;
	nd = realloc(b->d, ncap);
	if (nd == NULL)
		return -ENOMEM;
	b->d = nd;
	b->cap = ncap;
	return 0;
}

int buf_reserve(struct buf *b, size_t n, uint8_t **out)
{
	/* Reserve at least one byte so storage exists: never NULL + 0. */
	int r = buf_grow(b, n ? n : 1);

	if (r < 0)
		return r;
	*out = b->d + b->off + b->len;
	return 0;
}

void buf_commit(struct buf *b, size_t n)
{
	buf_check(b);
	assert(n <= b->cap - b->off - b->len);
	b->len += n;
}

int buf_put(struct buf *b, const void *p, size_t n)
{
	uint8_t *dst;
	int r;

	if (n == 0)
		return 0;
	r = buf_reserve(b, n, &dst);
	if (r < 0)
		return r;
	memcpy(dst, p, n);
	b->len += n;
	return 0;
}

int buf_put_u8(struct buf *b, uint8_t v) { return buf_put(b, &v, 1); }

int buf_put_u32(struct buf *b, uint32_t v)
{
	uint8_t be[4] = { v >> 24, v >> 16, v >> 8, v };

	return buf_put(b, be, sizeof(be));
}

int buf_get(struct buf *b, void *p, size_t n)
{
	buf_check(b);
	if (n > b->len)
		return -EBADMSG;
	if (n > 0)
		memcpy(p, b->d + b->off, n);
	b->off += n;
	b->len -= n;
	return 0;
}

int buf_get_u8(struct buf *b, uint8_t *v) { return buf_get(b, v, 1); }

int buf_peek_u32(const struct buf *b, uint32_t *v)
{
	const uint8_t *p;

	buf_check(b);
	if (b->len < 4)
		return -EBADMSG;
	p = b->d + b->off;
	*v = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
	return 0;
}

int buf_get_u32(struct buf *b, uint32_t *v)
{
	int r = buf_peek_u32(b, v);

	if (r < 0)
		return r;
	b->off += 4;
	b->len -= 4;
	return 0;
}

int buf_consume(struct buf *b, size_t n)
{
	buf_check(b);
	if (n > b->len)
		return -EBADMSG;
	b->off += n;
	b->len -= n;
	if (b->len == 0)
		b->off = 0;
	return 0;
}
