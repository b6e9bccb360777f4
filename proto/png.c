/* SPDX-License-Identifier: MIT */
/* Figures from a worker (see png.h). The worker is not trusted: a client that shows an
 * image block gets bytes that are at least a structurally valid PNG of a sane size. */
#include "proto/png.h"
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "proto/util.h"

static int b64_value(unsigned char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '+')
		return 62;
	if (c == '/')
		return 63;
	return -1;
}

int png_b64_decode(const char *s, size_t len, uint8_t *out, size_t out_max, size_t *out_len)
{
	size_t n = 0;

	if (len % 4 != 0)
		return -EINVAL;
	for (size_t i = 0; i < len; i += 4) {
		int v[4], pad = 0;
		for (int k = 0; k < 4; k++) {
			unsigned char c = (unsigned char)s[i + k];
			/* '=' only as the last one or two characters of the text. */
			if (c == '=' && i + 4 == len && k >= 2 && (k == 3 || s[i + 3] == '=')) {
				v[k] = 0;
				pad++;
				continue;
			}
			if (pad > 0 || (v[k] = b64_value(c)) < 0)
				return -EINVAL;
		}
		uint32_t x = (uint32_t)v[0] << 18 | (uint32_t)v[1] << 12 | (uint32_t)v[2] << 6 | (uint32_t)v[3];
		uint8_t b[3] = { (uint8_t)(x >> 16), (uint8_t)(x >> 8), (uint8_t)x };
		if (n + 3 - (size_t)pad > out_max)
			return -EMSGSIZE;
		memcpy(out + n, b, 3 - (size_t)pad);
		n += 3 - (size_t)pad;
	}
	*out_len = n;
	return 0;
}

static uint32_t crc_table[256];

static void crc_init(void)
{
	for (uint32_t n = 0; n < 256; n++) {
		uint32_t c = n;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
		crc_table[n] = c;
	}
}

static uint32_t crc32_of(const uint8_t *p, size_t n)
{
	uint32_t c = 0xffffffffu;

	if (crc_table[1] == 0)
		crc_init();
	while (n--)
		c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
	return c ^ 0xffffffffu;
}

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The IHDR's fields: a size within limits and a bit depth its colour type allows. */
static bool ihdr_valid(const uint8_t *d, struct png_info *info)
{
	uint32_t w = be32(d), h = be32(d + 4);
	uint8_t depth = d[8], colour = d[9];
	bool ok_depth;

	if (w == 0 || h == 0 || w > PNG_MAX_SIDE || h > PNG_MAX_SIDE)
		return false;
	switch (colour) {
	case 0: ok_depth = depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16; break;
	case 3: ok_depth = depth == 1 || depth == 2 || depth == 4 || depth == 8; break;
	case 2: case 4: case 6: ok_depth = depth == 8 || depth == 16; break;
	default: return false;
	}
	if (!ok_depth || d[10] != 0 || d[11] != 0 || d[12] > 1)
		return false;
	info->width = w;
	info->height = h;
	return true;
}

int png_check(const uint8_t *data, size_t len, struct png_info *info)
{
	static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	size_t off = sizeof(sig);
	bool first = true, idat = false;

	if (len < sizeof(sig) || memcmp(data, sig, sizeof(sig)) != 0)
		return -EINVAL;
	while (off + 12 <= len) {
		uint32_t n = be32(data + off);
		const uint8_t *type = data + off + 4;
		if (n > len - off - 12 || (n >> 31) != 0)
			return -EINVAL;
		if (crc32_of(type, (size_t)n + 4) != be32(type + 4 + n))
			return -EINVAL;
		if (first) {
			if (memcmp(type, "IHDR", 4) != 0 || n != 13 || !ihdr_valid(type + 4, info))
				return -EINVAL;
			first = false;
		}
		idat |= memcmp(type, "IDAT", 4) == 0;
		off += (size_t)n + 12;
		if (memcmp(type, "IEND", 4) == 0) {
			if (n != 0 || off != len || !idat)
				return -EINVAL;
			info->bytes = len;
			return 0;
		}
	}
	return -EINVAL;
}

int png_check_b64(const char *s, size_t len, size_t max_bytes, struct png_info *info)
{
	_cleanup_free_ uint8_t *buf = NULL;
	size_t n;
	int r;

	if (len / 4 * 3 > max_bytes + 2)
		return -EMSGSIZE;
	buf = malloc(len / 4 * 3 + 1);
	if (buf == NULL)
		return -ENOMEM;
	r = png_b64_decode(s, len, buf, len / 4 * 3 + 1, &n);
	if (r < 0)
		return r;
	if (n > max_bytes)
		return -EMSGSIZE;
	return png_check(buf, n, info);
}
