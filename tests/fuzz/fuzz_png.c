/* SPDX-License-Identifier: MIT */
/* libFuzzer harness for proto/png: the input is a worker's figure. The raw bytes go to
 * png_check and, as base64 text, to png_check_b64; what is accepted must be a PNG whose
 * size is within the limits, and the decoder must agree with a re-encoding of its output. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "proto/png.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(x) do { if (!(x)) __builtin_trap(); } while (0)

static char *encode(const uint8_t *p, size_t n)
{
	static const char al[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	char *out = malloc(n / 3 * 4 + 5), *o = out;

	if (out == NULL)
		return NULL;
	for (size_t i = 0; i < n; i += 3) {
		uint32_t x = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
		*o++ = al[x >> 18 & 63];
		*o++ = al[x >> 12 & 63];
		*o++ = i + 1 < n ? al[x >> 6 & 63] : '=';
		*o++ = i + 2 < n ? al[x & 63] : '=';
	}
	*o = '\0';
	return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct png_info a, b;
	int ra = png_check(data, size, &a), rb;
	char *s = encode(data, size);
	uint8_t *back;
	size_t n;

	if (ra == 0)
		CHECK(a.width >= 1 && a.width <= PNG_MAX_SIDE && a.height >= 1 && a.height <= PNG_MAX_SIDE &&
		      a.bytes == size && size >= 8 + 25 + 12 + 12);
	if (s == NULL)
		return 0;
	rb = png_check_b64(s, strlen(s), size, &b);
	CHECK(rb == ra);
	if (rb == 0)
		CHECK(b.width == a.width && b.height == a.height && b.bytes == a.bytes);
	CHECK(png_check_b64(s, strlen(s), size ? size - 1 : 0, &b) != 0 || size == 0);
	back = malloc(size + 1);
	if (back != NULL) {
		CHECK(png_b64_decode(s, strlen(s), back, size + 1, &n) == 0 && n == size &&
		      memcmp(back, data, size) == 0);
		free(back);
	}
	/* The input as base64 text itself: any answer, no crash, no overread. */
	(void)png_check_b64((const char *)data, size, 1u << 20, &b);
	free(s);
	return 0;
}
