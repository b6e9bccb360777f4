/* SPDX-License-Identifier: MIT */
/* png_: a figure from a worker, checked before it reaches a client: base64 text that
 * decodes to one well-formed PNG (signature, IHDR first, every chunk's length and CRC,
 * IEND last). Library code: returns negative errno-style codes, never logs. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#define PNG_MAX_SIDE 32768u /* pixels; matplotlib's own ceiling is 2^16 */

struct png_info {
	uint32_t width, height;
	size_t bytes; /* decoded size */
};

/* Decodes standard base64 (padded, no whitespace) into out (room for out_max bytes);
 * -EINVAL if it is not base64, -EMSGSIZE if it does not fit. */
int png_b64_decode(const char *s, size_t len, uint8_t *out, size_t out_max, size_t *out_len);
/* 0 if data is one well-formed PNG; info gets its size. -EINVAL otherwise. */
int png_check(const uint8_t *data, size_t len, struct png_info *info);
/* Both: the base64 text of a PNG of at most max_bytes; -ENOMEM, -EINVAL, -EMSGSIZE. */
int png_check_b64(const char *s, size_t len, size_t max_bytes, struct png_info *info);
