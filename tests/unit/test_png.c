/* SPDX-License-Identifier: MIT */
/* Unit tests for proto/png (a worker's figures: base64, then the PNG's structure) and for
 * policy's routing of a call to the science template (pol_names_science). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "policy/policy.h"
#include "proto/png.h"

/* A 3x2 RGBA PNG (zlib.crc32 computed the CRCs). */
static const uint8_t good[] = {
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
	0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x9d, 0x74, 0x66,
	0x1a, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
	0x1f, 0x86, 0x41, 0x08, 0x0e, 0x01, 0x98, 0x81, 0x0b, 0xf5, 0xa0, 0x66, 0xec, 0xb2, 0x00, 0x00,
	0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};

static char *b64(const uint8_t *p, size_t n)
{
	static const char al[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	char *out = malloc(n / 3 * 4 + 5), *o = out;

	assert_non_null(out);
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

static void test_good_png(void **state)
{
	struct png_info info = { 0 };
	char *s = b64(good, sizeof(good));

	(void)state;
	assert_int_equal(png_check(good, sizeof(good), &info), 0);
	assert_int_equal(info.width, 3);
	assert_int_equal(info.height, 2);
	assert_int_equal(info.bytes, sizeof(good));
	memset(&info, 0, sizeof(info));
	assert_int_equal(png_check_b64(s, strlen(s), sizeof(good), &info), 0);
	assert_int_equal(info.width, 3);
	/* One byte under the size: refused. */
	assert_int_equal(png_check_b64(s, strlen(s), sizeof(good) - 1, &info), -EMSGSIZE);
	free(s);
}

/* Every single-byte change of the PNG is caught (signature, lengths, CRCs, IHDR fields,
 * chunk order), and so is every truncation. */
static void test_every_corruption(void **state)
{
	uint8_t bad[sizeof(good)];
	struct png_info info;

	(void)state;
	for (size_t i = 0; i < sizeof(good); i++) {
		memcpy(bad, good, sizeof(good));
		bad[i] ^= 0x01;
		assert_int_equal(png_check(bad, sizeof(bad), &info), -EINVAL);
	}
	for (size_t n = 0; n < sizeof(good); n++)
		assert_int_equal(png_check(good, n, &info), -EINVAL);
	/* Bytes after IEND. */
	{
		uint8_t longer[sizeof(good) + 1];
		memcpy(longer, good, sizeof(good));
		longer[sizeof(good)] = 0;
		assert_int_equal(png_check(longer, sizeof(longer), &info), -EINVAL);
	}
}

static void test_base64(void **state)
{
	uint8_t out[16];
	size_t n;

	(void)state;
	assert_int_equal(png_b64_decode("aGk=", 4, out, sizeof(out), &n), 0);
	assert_int_equal(n, 2);
	assert_memory_equal(out, "hi", 2);
	assert_int_equal(png_b64_decode("aGkh", 4, out, sizeof(out), &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(png_b64_decode("", 0, out, sizeof(out), &n), 0);
	assert_int_equal(n, 0);
	/* Not base64: wrong length, alphabet, padding inside, whitespace. */
	assert_int_equal(png_b64_decode("aGk", 3, out, sizeof(out), &n), -EINVAL);
	assert_int_equal(png_b64_decode("aG-=", 4, out, sizeof(out), &n), -EINVAL);
	assert_int_equal(png_b64_decode("a=k=", 4, out, sizeof(out), &n), -EINVAL);
	assert_int_equal(png_b64_decode("aGk=aGk=", 8, out, sizeof(out), &n), -EINVAL);
	assert_int_equal(png_b64_decode("aGk\n", 4, out, sizeof(out), &n), -EINVAL);
	assert_int_equal(png_b64_decode("===a", 4, out, sizeof(out), &n), -EINVAL);
	/* Too long for the room. */
	assert_int_equal(png_b64_decode("aGkhaGkh", 8, out, 5, &n), -EMSGSIZE);
}

/* Structurally valid (every CRC right), but 40000 pixels wide: over PNG_MAX_SIDE. */
static const uint8_t too_wide[] = {
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
	0x00, 0x00, 0x9c, 0x40, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0xbd, 0x60, 0xcb,
	0x84, 0x00, 0x00, 0x00, 0x01, 0x49, 0x44, 0x41, 0x54, 0x78, 0x76, 0xe6, 0x84, 0xe6, 0x00, 0x00,
	0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};

static void test_huge_side_refused(void **state)
{
	struct png_info info;

	(void)state;
	assert_int_equal(png_check(too_wide, sizeof(too_wide), &info), -EINVAL);
}

static void test_routing(void **state)
{
	static const char *const deny_numpy[] = { "numpy", NULL };
	static const struct { const char *code; bool science; } cases[] = {
		{ "import numpy as np\nnp.arange(3)", true },
		{ "from scipy import stats", true },
		{ "import matplotlib.pyplot as plt", true },
		{ "x = 1  # pandas would do", true },    /* comments count: a cheap, safe guess */
		{ "import sympy", true },
		{ "from mpl_toolkits.mplot3d import Axes3D", true },
		{ "x = 1\nprint(x)", false },
		{ "numpy_like = 3", false },           /* not the whole identifier */
		{ "mynumpy = 3", false },
		{ "x.numpy2", false },
		{ "import math", false },
		{ "", false },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		assert_int_equal(pol_names_science(cases[i].code, strlen(cases[i].code), NULL), cases[i].science);
	/* A taken-away library does not route (its import is refused in either template). */
	assert_false(pol_names_science("import numpy", 12, deny_numpy));
	assert_true(pol_names_science("import numpy, pandas", 20, deny_numpy));
	/* Length is honoured: no read past it. */
	assert_false(pol_names_science("import numpy", 9, NULL));
	assert_true(pol_is_science("numpy.linalg"));
	assert_false(pol_is_science("json"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_good_png),
		cmocka_unit_test(test_every_corruption),
		cmocka_unit_test(test_base64),
		cmocka_unit_test(test_huge_side_refused),
		cmocka_unit_test(test_routing),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
