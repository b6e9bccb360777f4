/* SPDX-License-Identifier: MIT */
/* Unit tests for proto/buf: limits, overflow-safe sizes, big-endian integers, reserve/commit,
 * consume, compaction, allocation failure (calloc/realloc are wrapped with -Wl,--wrap) and a
 * seeded model check of random operation sequences. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>
#include "proto/buf.h"

/* ---- allocation failure injection (see CMakeLists.txt: --wrap=calloc,--wrap=realloc) ---- */

void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t size);

static int fail_calloc;         /* fail the next n calls */
static int fail_realloc;
static size_t last_realloc;     /* size of the last realloc request */
static size_t realloc_calls;
#define HUGE_ALLOC ((size_t)1 << 40) /* never really attempted: the sanitizer would abort */

void *__wrap_calloc(size_t n, size_t size)
{
	if (fail_calloc > 0) {
		fail_calloc--;
		return NULL;
	}
	return __real_calloc(n, size);
}

void *__wrap_realloc(void *p, size_t size)
{
	last_realloc = size;
	realloc_calls++;
	if (fail_realloc > 0) {
		fail_realloc--;
		return NULL;
	}
	if (size >= HUGE_ALLOC)
		return NULL;
	return __real_realloc(p, size);
}

static int reset_hooks(void **state)
{
	fail_calloc = fail_realloc = 0;
	last_realloc = realloc_calls = 0;
	return 0;
}

static void fill(uint8_t *p, size_t n, uint8_t seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(seed + i * 7);
}

/* ---- creation ---- */

static void t_new_empty(void **state)
{
	struct buf *b = buf_new(100);

	assert_non_null(b);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(buf_room(b), 100);
	assert_null(buf_data(b));
	buf_reset(b);
	assert_int_equal(buf_len(b), 0);
	buf_free(b);
	buf_free(NULL); /* no-op */
}

static void t_new_calloc_fails(void **state)
{
	fail_calloc = 1;
	assert_null(buf_new(16));
	assert_int_equal(fail_calloc, 0);
	{
		struct buf *b = buf_new(16);
		assert_non_null(b);
		buf_free(b);
	}
}

static void t_cleanup_attr(void **state)
{
	/* _cleanup_buf_ frees at scope exit (LeakSanitizer checks it); NULL is fine too. */
	{
		_cleanup_buf_ struct buf *b = buf_new(8);
		assert_non_null(b);
		assert_int_equal(buf_put_u8(b, 1), 0);
	}
	{
		_cleanup_buf_ struct buf *b = NULL;
		(void)b;
	}
}

/* ---- max limits ---- */

static void t_put_exact_max(void **state)
{
	uint8_t src[64], dst[64];
	struct buf *b = buf_new(64);

	fill(src, sizeof(src), 3);
	assert_int_equal(buf_put(b, src, 64), 0);
	assert_int_equal(buf_len(b), 64);
	assert_int_equal(buf_room(b), 0);
	assert_memory_equal(buf_data(b), src, 64);
	/* one more byte of any kind is refused and changes nothing */
	assert_int_equal(buf_put_u8(b, 1), -EMSGSIZE);
	assert_int_equal(buf_put_u32(b, 1), -EMSGSIZE);
	assert_int_equal(buf_put(b, src, 1), -EMSGSIZE);
	{
		uint8_t *p = NULL;
		assert_int_equal(buf_reserve(b, 1, &p), -EMSGSIZE);
	}
	assert_int_equal(buf_len(b), 64);
	/* zero bytes are always fine */
	assert_int_equal(buf_put(b, NULL, 0), 0);
	assert_int_equal(buf_get(b, dst, 64), 0);
	assert_memory_equal(dst, src, 64);
	buf_free(b);
}

static void t_put_max_plus_one(void **state)
{
	uint8_t src[65];
	struct buf *b = buf_new(64);

	fill(src, sizeof(src), 9);
	assert_int_equal(buf_put(b, src, 65), -EMSGSIZE);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(buf_room(b), 64);
	/* incremental: 60 + 4 ok, then +1 refused */
	assert_int_equal(buf_put(b, src, 60), 0);
	assert_int_equal(buf_put(b, src, 5), -EMSGSIZE);
	assert_int_equal(buf_put_u32(b, 0xdeadbeef), 0);
	assert_int_equal(buf_room(b), 0);
	assert_int_equal(buf_put_u8(b, 0), -EMSGSIZE);
	assert_int_equal(buf_len(b), 64);
	buf_free(b);
}

static void t_max_zero(void **state)
{
	struct buf *b = buf_new(0);
	uint8_t x = 0;

	assert_int_equal(buf_room(b), 0);
	assert_int_equal(buf_put(b, NULL, 0), 0);
	assert_int_equal(buf_put_u8(b, 1), -EMSGSIZE);
	assert_int_equal(buf_get(b, &x, 1), -EBADMSG);
	assert_int_equal(buf_get(b, NULL, 0), 0);
	assert_int_equal(buf_consume(b, 0), 0);
	assert_int_equal(buf_consume(b, 1), -EBADMSG);
	assert_int_equal(buf_len(b), 0);
	buf_free(b);
}

static void t_max_limit_after_consume(void **state)
{
	/* The maximum bounds unread bytes: consuming frees room again. */
	uint8_t src[32];
	struct buf *b = buf_new(32);

	fill(src, sizeof(src), 1);
	assert_int_equal(buf_put(b, src, 32), 0);
	assert_int_equal(buf_consume(b, 10), 0);
	assert_int_equal(buf_room(b), 10);
	assert_int_equal(buf_put(b, src, 11), -EMSGSIZE);
	assert_int_equal(buf_put(b, src, 10), 0);
	assert_int_equal(buf_len(b), 32);
	assert_memory_equal(buf_data(b), src + 10, 22);
	assert_memory_equal(buf_data(b) + 22, src, 10);
	buf_free(b);
}

static void t_sizes_near_size_max(void **state)
{
	/* len + n would wrap around: the check must be the overflow-safe n > max - len. */
	uint8_t src[16], *p = NULL;
	struct buf *b = buf_new(SIZE_MAX);

	fill(src, sizeof(src), 5);
	assert_int_equal(buf_room(b), SIZE_MAX);
	assert_int_equal(buf_put(b, src, 10), 0);
	assert_int_equal(buf_room(b), SIZE_MAX - 10);
	assert_int_equal(buf_put(b, src, SIZE_MAX), -EMSGSIZE);
	assert_int_equal(buf_put(b, src, SIZE_MAX - 5), -EMSGSIZE);
	assert_int_equal(buf_put(b, src, SIZE_MAX - 9), -EMSGSIZE);
	assert_int_equal(buf_reserve(b, SIZE_MAX, &p), -EMSGSIZE);
	assert_int_equal(buf_reserve(b, SIZE_MAX - 9, &p), -EMSGSIZE);
	assert_int_equal(buf_len(b), 10);
	assert_memory_equal(buf_data(b), src, 10);
	/* exactly the room left passes the size check; the allocation then fails cleanly and
	 * the geometric growth never wraps: it asks for at most max. */
	realloc_calls = 0;
	assert_int_equal(buf_reserve(b, SIZE_MAX - 10, &p), -ENOMEM);
	assert_int_equal(realloc_calls, 1);
	assert_int_equal(last_realloc, SIZE_MAX);
	assert_int_equal(buf_len(b), 10);
	assert_memory_equal(buf_data(b), src, 10);
	buf_free(b);

	/* max just under SIZE_MAX with a partly consumed buffer */
	b = buf_new(SIZE_MAX - 1);
	assert_int_equal(buf_put(b, src, 16), 0);
	assert_int_equal(buf_consume(b, 3), 0);
	assert_int_equal(buf_room(b), SIZE_MAX - 1 - 13);
	assert_int_equal(buf_put(b, src, SIZE_MAX - 13), -EMSGSIZE);
	assert_int_equal(buf_reserve(b, SIZE_MAX - 1 - 13 + 1, &p), -EMSGSIZE);
	assert_int_equal(buf_reserve(b, SIZE_MAX - 1 - 13, &p), -ENOMEM);
	assert_int_equal(last_realloc, SIZE_MAX - 1);
	assert_int_equal(buf_len(b), 13);
	assert_memory_equal(buf_data(b), src + 3, 13);
	buf_free(b);
}

static void t_growth_capped_at_max(void **state)
{
	/* Storage grows geometrically but never beyond max (max >= the first chunk). */
	uint8_t src[1000];
	struct buf *b = buf_new(1000);

	fill(src, sizeof(src), 2);
	assert_int_equal(buf_put(b, src, 100), 0);
	assert_int_equal(last_realloc, 256);
	assert_int_equal(buf_put(b, src + 100, 200), 0);
	assert_int_equal(last_realloc, 512);
	assert_int_equal(buf_put(b, src + 300, 700), 0);
	assert_int_equal(last_realloc, 1000);
	assert_int_equal(buf_len(b), 1000);
	assert_memory_equal(buf_data(b), src, 1000);
	buf_free(b);
}

static void t_realloc_fails(void **state)
{
	uint8_t src[600], *p = NULL;
	struct buf *b = buf_new(4096);

	fill(src, sizeof(src), 4);
	fail_realloc = 1;
	assert_int_equal(buf_put(b, src, 10), -ENOMEM);
	assert_int_equal(buf_len(b), 0);
	assert_null(buf_data(b));
	assert_int_equal(buf_put(b, src, 10), 0);
	/* a failed growth keeps the old storage and contents */
	fail_realloc = 1;
	assert_int_equal(buf_put(b, src, 600), -ENOMEM);
	assert_int_equal(buf_len(b), 10);
	assert_memory_equal(buf_data(b), src, 10);
	fail_realloc = 1;
	assert_int_equal(buf_put_u32(b, 1), 0); /* fits the existing storage: no realloc */
	assert_int_equal(fail_realloc, 1);
	assert_int_equal(buf_reserve(b, 1000, &p), -ENOMEM);
	assert_int_equal(buf_len(b), 14);
	assert_int_equal(buf_reserve(b, 1000, &p), 0);
	assert_non_null(p);
	buf_free(b);
}

/* ---- get ---- */

static void t_get_short(void **state)
{
	uint8_t src[3] = { 1, 2, 3 }, dst[8] = { 0 };
	uint8_t u8 = 0xaa;
	uint32_t u32 = 0xaaaaaaaa;
	struct buf *b = buf_new(16);

	/* empty */
	assert_int_equal(buf_get(b, dst, 1), -EBADMSG);
	assert_int_equal(buf_get_u8(b, &u8), -EBADMSG);
	assert_int_equal(buf_get_u32(b, &u32), -EBADMSG);
	assert_int_equal(buf_peek_u32(b, &u32), -EBADMSG);
	assert_int_equal(buf_get(b, dst, 0), 0);
	assert_int_equal(u8, 0xaa);
	assert_int_equal(u32, 0xaaaaaaaa);
	/* three bytes: u32 refused, nothing consumed */
	assert_int_equal(buf_put(b, src, 3), 0);
	assert_int_equal(buf_get_u32(b, &u32), -EBADMSG);
	assert_int_equal(buf_peek_u32(b, &u32), -EBADMSG);
	assert_int_equal(buf_get(b, dst, 4), -EBADMSG);
	assert_int_equal(buf_get(b, dst, SIZE_MAX), -EBADMSG);
	assert_int_equal(u32, 0xaaaaaaaa);
	assert_int_equal(buf_len(b), 3);
	assert_memory_equal(buf_data(b), src, 3);
	assert_int_equal(buf_get(b, dst, 3), 0);
	assert_memory_equal(dst, src, 3);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(buf_get_u8(b, &u8), -EBADMSG);
	buf_free(b);
}

static void t_get_partial_sequence(void **state)
{
	uint8_t src[10], dst[10];
	uint8_t u8;
	struct buf *b = buf_new(10);

	fill(src, sizeof(src), 0x30);
	assert_int_equal(buf_put(b, src, 10), 0);
	assert_int_equal(buf_get_u8(b, &u8), 0);
	assert_int_equal(u8, src[0]);
	assert_int_equal(buf_get(b, dst, 4), 0);
	assert_memory_equal(dst, src + 1, 4);
	assert_int_equal(buf_len(b), 5);
	assert_int_equal(buf_data(b)[0], src[5]);
	assert_int_equal(buf_get(b, dst, 6), -EBADMSG);
	assert_int_equal(buf_get(b, dst, 5), 0);
	assert_memory_equal(dst, src + 5, 5);
	buf_free(b);
}

/* ---- u32 ---- */

static void t_u32_big_endian(void **state)
{
	static const uint32_t vals[] = { 0, 1, 0xff, 0x100, 0x01020304, 0x7fffffff, 0x80000000,
					 0xfffffffe, 0xffffffff };
	struct buf *b = buf_new(64);
	uint32_t v;

	assert_int_equal(buf_put_u32(b, 0x01020304), 0);
	assert_int_equal(buf_len(b), 4);
	{
		static const uint8_t be[4] = { 1, 2, 3, 4 };
		assert_memory_equal(buf_data(b), be, 4);
	}
	assert_int_equal(buf_peek_u32(b, &v), 0);
	assert_int_equal(v, 0x01020304);
	assert_int_equal(buf_len(b), 4); /* peek does not consume */
	assert_int_equal(buf_get_u32(b, &v), 0);
	assert_int_equal(v, 0x01020304);
	assert_int_equal(buf_len(b), 0);

	for (size_t i = 0; i < ARRAY_SIZE(vals); i++) {
		uint8_t raw[4];
		assert_int_equal(buf_put_u32(b, vals[i]), 0);
		memcpy(raw, buf_data(b), 4);
		assert_int_equal(raw[0], (vals[i] >> 24) & 0xff);
		assert_int_equal(raw[3], vals[i] & 0xff);
		v = ~vals[i];
		assert_int_equal(buf_get_u32(b, &v), 0);
		assert_int_equal(v, vals[i]);
	}
	/* raw bytes written with put are read back big-endian */
	{
		static const uint8_t raw[5] = { 0xde, 0xad, 0xbe, 0xef, 0x42 };
		uint8_t u8;
		assert_int_equal(buf_put(b, raw, 5), 0);
		assert_int_equal(buf_get_u32(b, &v), 0);
		assert_int_equal(v, 0xdeadbeef);
		assert_int_equal(buf_get_u8(b, &u8), 0);
		assert_int_equal(u8, 0x42);
	}
	buf_free(b);
}

static void t_u8_round_trip(void **state)
{
	struct buf *b = buf_new(256);
	uint8_t v;

	for (unsigned i = 0; i < 256; i++)
		assert_int_equal(buf_put_u8(b, (uint8_t)i), 0);
	assert_int_equal(buf_put_u8(b, 0), -EMSGSIZE);
	for (unsigned i = 0; i < 256; i++) {
		assert_int_equal(buf_get_u8(b, &v), 0);
		assert_int_equal(v, i);
	}
	buf_free(b);
}

/* ---- reserve / commit ---- */

static void t_reserve_commit(void **state)
{
	struct buf *b = buf_new(100);
	uint8_t *p = NULL, *q = NULL;
	uint8_t src[100];

	fill(src, sizeof(src), 0x11);
	assert_int_equal(buf_reserve(b, 40, &p), 0);
	assert_non_null(p);
	assert_int_equal(buf_len(b), 0); /* reserving reads nothing */
	assert_int_equal(buf_room(b), 100);
	memcpy(p, src, 40);
	buf_commit(b, 25); /* a short read */
	assert_int_equal(buf_len(b), 25);
	assert_memory_equal(buf_data(b), src, 25);
	/* the next reservation starts right after the committed bytes */
	assert_int_equal(buf_reserve(b, 75, &q), 0);
	assert_ptr_equal(q, buf_data(b) + 25);
	assert_int_equal(buf_reserve(b, 76, &q), -EMSGSIZE);
	assert_int_equal(buf_reserve(b, SIZE_MAX, &q), -EMSGSIZE);
	assert_int_equal(buf_reserve(b, 75, &q), 0);
	memcpy(q, src + 25, 75);
	buf_commit(b, 0);
	assert_int_equal(buf_len(b), 25);
	buf_commit(b, 75);
	assert_int_equal(buf_len(b), 100);
	assert_int_equal(buf_room(b), 0);
	assert_memory_equal(buf_data(b), src, 100);
	assert_int_equal(buf_reserve(b, 1, &q), -EMSGSIZE);
	buf_free(b);
}

static void t_reserve_after_consume_compacts(void **state)
{
	/* Consumed space is reused: the reservation may move the unread bytes. */
	struct buf *b = buf_new(256);
	uint8_t src[256], *p;

	fill(src, sizeof(src), 0x40);
	assert_int_equal(buf_put(b, src, 256), 0);
	assert_int_equal(buf_consume(b, 200), 0);
	assert_int_equal(buf_reserve(b, 200, &p), 0);
	memcpy(p, src, 200);
	buf_commit(b, 200);
	assert_int_equal(buf_len(b), 256);
	assert_memory_equal(buf_data(b), src + 200, 56);
	assert_memory_equal(buf_data(b) + 56, src, 200);
	buf_free(b);
}

static void t_grow_paths(void **state)
{
	/* Exercise each branch of growth with a consumed prefix: no move needed, compaction
	 * only, compaction and reallocation. Contents must survive all of them. */
	uint8_t src[2048], dst[2048];
	struct buf *b = buf_new(2048);
	size_t calls;

	fill(src, sizeof(src), 0x77);
	assert_int_equal(buf_put(b, src, 100), 0);          /* cap 256 */
	assert_int_equal(buf_consume(b, 50), 0);             /* off 50 len 50 */
	calls = realloc_calls;
	assert_int_equal(buf_put(b, src + 100, 100), 0);     /* fits after off: no move */
	assert_int_equal(realloc_calls, calls);
	assert_int_equal(buf_len(b), 150);
	assert_memory_equal(buf_data(b), src + 50, 150);
	assert_int_equal(buf_put(b, src + 200, 100), 0);     /* need 250 <= cap, compact */
	assert_int_equal(realloc_calls, calls);
	assert_int_equal(buf_len(b), 250);
	assert_memory_equal(buf_data(b), src + 50, 250);
	assert_int_equal(buf_get(b, dst, 200), 0);           /* off 200 len 50 */
	assert_memory_equal(dst, src + 50, 200);
	assert_int_equal(buf_put(b, src + 300, 1000), 0);    /* compact and realloc */
	assert_int_equal(realloc_calls, calls + 1);
	assert_int_equal(buf_len(b), 1050);
	assert_memory_equal(buf_data(b), src + 250, 1050);
	buf_free(b);
}

/* ---- consume / reset ---- */

static void t_consume(void **state)
{
	uint8_t src[20];
	struct buf *b = buf_new(20);
	const uint8_t *start;

	fill(src, sizeof(src), 0x21);
	assert_int_equal(buf_consume(b, 0), 0);
	assert_int_equal(buf_consume(b, 1), -EBADMSG);
	assert_int_equal(buf_put(b, src, 20), 0);
	start = buf_data(b);
	assert_int_equal(buf_consume(b, 21), -EBADMSG);
	assert_int_equal(buf_consume(b, SIZE_MAX), -EBADMSG);
	assert_int_equal(buf_len(b), 20);
	assert_int_equal(buf_consume(b, 5), 0);
	assert_int_equal(buf_len(b), 15);
	assert_ptr_equal(buf_data(b), start + 5);
	assert_memory_equal(buf_data(b), src + 5, 15);
	assert_int_equal(buf_consume(b, 0), 0);
	assert_int_equal(buf_consume(b, 15), 0);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(buf_room(b), 20);
	/* emptied by consume: the next put starts at the beginning of the storage */
	assert_int_equal(buf_put(b, src, 20), 0);
	assert_ptr_equal(buf_data(b), start);
	assert_memory_equal(buf_data(b), src, 20);
	buf_free(b);
}

static void t_reset(void **state)
{
	uint8_t src[20];
	struct buf *b = buf_new(20);

	fill(src, sizeof(src), 0x61);
	assert_int_equal(buf_put(b, src, 20), 0);
	assert_int_equal(buf_consume(b, 3), 0);
	buf_reset(b);
	assert_int_equal(buf_len(b), 0);
	assert_int_equal(buf_room(b), 20);
	assert_int_equal(buf_put(b, src, 20), 0);
	assert_memory_equal(buf_data(b), src, 20);
	buf_free(b);
}

/* ---- seeded model check ---- */

static uint64_t rng_state;
static uint64_t rnd(void)
{
	/* splitmix64 */
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static void t_model(void **state)
{
	enum { MAX = 1500, OPS = 20000 };
	static uint8_t model[MAX], tmp[MAX + 600];
	size_t mlen = 0;
	struct buf *b = buf_new(MAX);

	rng_state = 20240601;
	for (int op = 0; op < OPS; op++) {
		size_t n = (size_t)(rnd() % 600);
		uint8_t *p;
		uint32_t v;
		int r;

		switch (rnd() % 8) {
		case 0: /* put */
			fill(tmp, n, (uint8_t)op);
			r = buf_put(b, tmp, n);
			if (mlen + n > MAX) {
				assert_int_equal(r, -EMSGSIZE);
			} else {
				assert_int_equal(r, 0);
				memcpy(model + mlen, tmp, n);
				mlen += n;
			}
			break;
		case 1: /* get */
			r = buf_get(b, tmp, n);
			if (n > mlen) {
				assert_int_equal(r, -EBADMSG);
			} else {
				assert_int_equal(r, 0);
				assert_memory_equal(tmp, model, n);
				memmove(model, model + n, mlen - n);
				mlen -= n;
			}
			break;
		case 2: /* consume */
			r = buf_consume(b, n);
			if (n > mlen) {
				assert_int_equal(r, -EBADMSG);
			} else {
				assert_int_equal(r, 0);
				memmove(model, model + n, mlen - n);
				mlen -= n;
			}
			break;
		case 3: /* reserve + partial commit */
			if (n == 0)
				n = 1;
			r = buf_reserve(b, n, &p);
			if (mlen + n > MAX) {
				assert_int_equal(r, -EMSGSIZE);
			} else {
				size_t k = (size_t)(rnd() % (n + 1));
				assert_int_equal(r, 0);
				fill(p, n, (uint8_t)(op * 3));
				buf_commit(b, k);
				memcpy(model + mlen, p, k);
				mlen += k;
			}
			break;
		case 4: /* u32 */
			v = (uint32_t)rnd();
			r = buf_put_u32(b, v);
			if (mlen + 4 > MAX) {
				assert_int_equal(r, -EMSGSIZE);
			} else {
				assert_int_equal(r, 0);
				model[mlen] = (uint8_t)(v >> 24);
				model[mlen + 1] = (uint8_t)(v >> 16);
				model[mlen + 2] = (uint8_t)(v >> 8);
				model[mlen + 3] = (uint8_t)v;
				mlen += 4;
			}
			break;
		case 5: /* get_u32 / peek_u32 */
			r = (rnd() & 1) ? buf_peek_u32(b, &v) : buf_get_u32(b, &v);
			if (mlen < 4) {
				assert_int_equal(r, -EBADMSG);
			} else {
				assert_int_equal(r, 0);
				assert_int_equal(v, (uint32_t)model[0] << 24 | (uint32_t)model[1] << 16 |
							    (uint32_t)model[2] << 8 | model[3]);
				if (buf_len(b) < mlen) { /* it was a get */
					memmove(model, model + 4, mlen - 4);
					mlen -= 4;
				}
			}
			break;
		case 6: /* u8 */
			if (rnd() & 1) {
				r = buf_put_u8(b, (uint8_t)n);
				if (mlen + 1 > MAX) {
					assert_int_equal(r, -EMSGSIZE);
				} else {
					assert_int_equal(r, 0);
					model[mlen++] = (uint8_t)n;
				}
			} else {
				uint8_t u8;
				r = buf_get_u8(b, &u8);
				if (mlen == 0) {
					assert_int_equal(r, -EBADMSG);
				} else {
					assert_int_equal(r, 0);
					assert_int_equal(u8, model[0]);
					memmove(model, model + 1, mlen - 1);
					mlen--;
				}
			}
			break;
		default:
			if (rnd() % 50 == 0) {
				buf_reset(b);
				mlen = 0;
			}
			break;
		}
		assert_int_equal(buf_len(b), mlen);
		assert_int_equal(buf_room(b), MAX - mlen);
		if (mlen > 0)
			assert_memory_equal(buf_data(b), model, mlen);
	}
	buf_free(b);
}

static void t_bug_reserve_zero_on_fresh_buf(void **state)
{
	/* buf.c buf_reserve: "*out = b->d + b->off + b->len" with b->d == NULL (nothing
	 * allocated yet) and n == 0 computes NULL + 0: clang's UBSan reports "applying zero
	 * offset to null pointer". */
	struct buf *b = buf_new(16);
	uint8_t *p = (uint8_t *)1;

	assert_int_equal(buf_reserve(b, 0, &p), 0);
	buf_commit(b, 0);
	buf_free(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(t_new_empty, reset_hooks),
		cmocka_unit_test_setup(t_new_calloc_fails, reset_hooks),
		cmocka_unit_test_setup(t_cleanup_attr, reset_hooks),
		cmocka_unit_test_setup(t_put_exact_max, reset_hooks),
		cmocka_unit_test_setup(t_put_max_plus_one, reset_hooks),
		cmocka_unit_test_setup(t_max_zero, reset_hooks),
		cmocka_unit_test_setup(t_max_limit_after_consume, reset_hooks),
		cmocka_unit_test_setup(t_sizes_near_size_max, reset_hooks),
		cmocka_unit_test_setup(t_growth_capped_at_max, reset_hooks),
		cmocka_unit_test_setup(t_realloc_fails, reset_hooks),
		cmocka_unit_test_setup(t_get_short, reset_hooks),
		cmocka_unit_test_setup(t_get_partial_sequence, reset_hooks),
		cmocka_unit_test_setup(t_u32_big_endian, reset_hooks),
		cmocka_unit_test_setup(t_u8_round_trip, reset_hooks),
		cmocka_unit_test_setup(t_reserve_commit, reset_hooks),
		cmocka_unit_test_setup(t_reserve_after_consume_compacts, reset_hooks),
		cmocka_unit_test_setup(t_grow_paths, reset_hooks),
		cmocka_unit_test_setup(t_consume, reset_hooks),
		cmocka_unit_test_setup(t_reset, reset_hooks),
		cmocka_unit_test_setup(t_model, reset_hooks),
		cmocka_unit_test_setup(t_bug_reserve_zero_on_fresh_buf, reset_hooks),
	};

	return cmocka_run_group_tests_name("buf", tests, NULL, NULL);
}
