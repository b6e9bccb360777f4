/* SPDX-License-Identifier: MIT */
/* buf: the one checked byte buffer for wire data. Every put and get is bounds-checked
 * against a hard maximum fixed at creation; nothing outside proto/ does pointer
 * arithmetic on wire bytes. Errors are negative errno values; nothing here logs or exits. */
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "proto/util.h"

struct buf;

struct buf *buf_new(size_t max) _wur_;
void buf_free(struct buf *b);
static inline void buf_freep(struct buf **b) { buf_free(*b); }
#define _cleanup_buf_ _cleanup_(buf_freep)

size_t buf_len(const struct buf *b);    /* unread bytes */
size_t buf_room(const struct buf *b);   /* bytes that can still be put */
const uint8_t *buf_data(const struct buf *b); /* first unread byte */
void buf_reset(struct buf *b);

int buf_put(struct buf *b, const void *p, size_t n) _wur_;     /* -EMSGSIZE if over max */
int buf_put_u8(struct buf *b, uint8_t v) _wur_;
int buf_put_u32(struct buf *b, uint32_t v) _wur_;              /* big-endian */
/* Reserve n bytes at the end for a direct read(2) into them; commit what was read. */
int buf_reserve(struct buf *b, size_t n, uint8_t **out) _wur_;
void buf_commit(struct buf *b, size_t n);

int buf_get(struct buf *b, void *p, size_t n) _wur_;           /* -EBADMSG if short */
int buf_get_u8(struct buf *b, uint8_t *v) _wur_;
int buf_get_u32(struct buf *b, uint32_t *v) _wur_;
int buf_peek_u32(const struct buf *b, uint32_t *v) _wur_;
int buf_consume(struct buf *b, size_t n);  /* -EBADMSG if short */
