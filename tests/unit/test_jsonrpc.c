/* SPDX-License-Identifier: MIT */
/* Unit tests for proto/jsonrpc: strict UTF-8, line parsing (errors, trailing bytes, depth),
 * message classification (ids, versions, notifications, responses, params), id sniffing on
 * the head and tail of over-long lines, and the shape of the replies. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "proto/jsonrpc.h"

#define LIT(s) (s), (sizeof(s) - 1)

static char sentinel_byte; /* its address marks "not written"; never dereferenced */
#define SENTINEL ((json_object *)(void *)&sentinel_byte)

/* ---- helpers ---- */

static json_object *parse_ok(const char *s, size_t n)
{
	json_object *v = NULL;

	assert_int_equal(jrpc_parse(s, n, &v), 0);
	assert_non_null(v);
	return v;
}

static void parse_err(const char *s, size_t n)
{
	json_object *v = SENTINEL;

	assert_int_equal(jrpc_parse(s, n, &v), JRPC_PARSE_ERROR);
	assert_ptr_equal(v, SENTINEL); /* untouched on error */
}

#define PARSE_OK(s) parse_ok(LIT(s))
#define PARSE_ERR(s) parse_err(LIT(s))

/* Parse (must succeed) and classify; the caller puts *v after looking at m. */
static int classify(const char *s, json_object **v, struct jrpc_msg *m)
{
	*v = parse_ok(s, strlen(s));
	memset(m, 0xa5, sizeof(*m)); /* classify must reset every field */
	return jrpc_classify(*v, m);
}

static void expect_int(json_object *id, int64_t want)
{
	assert_non_null(id);
	assert_true(json_object_is_type(id, json_type_int));
	assert_int_equal(json_object_get_int64(id), want);
}

static void expect_str(json_object *id, const char *want)
{
	assert_non_null(id);
	assert_true(json_object_is_type(id, json_type_string));
	assert_int_equal(json_object_get_string_len(id), strlen(want));
	assert_string_equal(json_object_get_string(id), want);
}

static const char *plain(json_object *o)
{
	return json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
}

/* ---- utf8_valid ---- */

struct utf8_case {
	const char *s;
	size_t n;
	bool valid;
};
#define U(s, v) { s, sizeof(s) - 1, v }

static void t_utf8_table(void **state)
{
	static const struct utf8_case cases[] = {
		U("", true),
		U("hello, world", true),
		U("\0", true), /* NUL is valid UTF-8 (JSON rejects it raw elsewhere) */
		U("\x7f", true),
		/* 2 bytes */
		U("\xc2\x80", true), U("\xc3\xa9", true), U("\xdf\xbf", true),
		U("\xc0\x80", false), U("\xc0\xaf", false), U("\xc1\xbf", false), /* overlong */
		/* 3 bytes */
		U("\xe0\xa0\x80", true), U("\xe2\x82\xac", true), U("\xed\x9f\xbf", true),
		U("\xee\x80\x80", true), U("\xef\xbf\xbd", true), U("\xef\xbf\xbf", true),
		U("\xe0\x80\x80", false), U("\xe0\x80\xaf", false), U("\xe0\x9f\xbf", false), /* overlong */
		U("\xed\xa0\x80", false), U("\xed\xaf\xbf", false), U("\xed\xb0\x80", false),
		U("\xed\xbf\xbf", false), /* surrogates */
		U("\xed\xa0\xbd\xed\xb8\x80", false), /* CESU-8 pair */
		/* 4 bytes */
		U("\xf0\x90\x80\x80", true), U("\xf0\x9f\x98\x80", true), U("\xf4\x8f\xbf\xbf", true),
		U("\xf0\x80\x80\x80", false), U("\xf0\x8f\xbf\xbf", false), /* overlong */
		U("\xf4\x90\x80\x80", false), U("\xf7\xbf\xbf\xbf", false), /* > U+10FFFF */
		U("\xf5\x80\x80\x80", false),
		/* lead bytes that never start a sequence */
		U("\x80", false), U("\xbf", false), U("\xf8\x88\x80\x80\x80", false),
		U("\xfc\x84\x80\x80\x80\x80", false), U("\xfe", false), U("\xff", false),
		/* truncated */
		U("\xc2", false), U("\xe0\xa0", false), U("\xe2", false), U("\xf0\x90\x80", false),
		U("\xf0\x90", false), U("\xf0", false), U("a\xc3", false), U("abc\xe2\x82", false),
		/* bad continuation */
		U("\xc2\x41", false), U("\xc2\xc0", false), U("\xe0\xa0\x41", false),
		U("\xe2\x28\xa1", false), U("\xf0\x90\x80\x41", false), U("\xf0\x28\x8c\xbc", false),
		/* mixed */
		U("a\xc3\xa9z\xe2\x82\xac\xf0\x9f\x98\x80!", true),
		U("a\xc3\xa9z\xe2\x82\xac\xf0\x9f\x98\x80\xff", false),
		U("\xc3\xa9\x80", false),
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		if (utf8_valid(cases[i].s, cases[i].n) != cases[i].valid)
			fail_msg("utf8 case %zu: expected %s", i, cases[i].valid ? "valid" : "invalid");
	}
	/* the length is respected: nothing past n is read or needed */
	assert_true(utf8_valid("a\xc2\x80", 1));
	assert_false(utf8_valid("\xc2\x80", 1));
	assert_false(utf8_valid("\xf0\x90\x80\x80", 3));
	assert_true(utf8_valid("\xf0\x90\x80\x80", 4));
	assert_true(utf8_valid(NULL, 0));
}

/* Encode cp with the generic (surrogate-permitting) UTF-8 scheme in its shortest form. */
static size_t enc(uint32_t cp, unsigned char *o)
{
	if (cp < 0x80) { o[0] = (unsigned char)cp; return 1; }
	if (cp < 0x800) { o[0] = (unsigned char)(0xc0 | cp >> 6); o[1] = (unsigned char)(0x80 | (cp & 0x3f)); return 2; }
	if (cp < 0x10000) {
		o[0] = (unsigned char)(0xe0 | cp >> 12);
		o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3f));
		o[2] = (unsigned char)(0x80 | (cp & 0x3f));
		return 3;
	}
	o[0] = (unsigned char)(0xf0 | cp >> 18);
	o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3f));
	o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3f));
	o[3] = (unsigned char)(0x80 | (cp & 0x3f));
	return 4;
}

static void t_utf8_every_code_point(void **state)
{
	unsigned char b[8];

	for (uint32_t cp = 0; cp <= 0x10ffff; cp++) {
		size_t n = enc(cp, b);
		bool want = cp < 0xd800 || cp > 0xdfff;
		if (utf8_valid((const char *)b, n) != want)
			fail_msg("U+%04X", cp);
		if (n > 1 && utf8_valid((const char *)b, n - 1))
			fail_msg("truncated U+%04X", cp);
	}
	/* every overlong 2-, 3- and 4-byte form of the smaller code points is refused */
	for (uint32_t cp = 0; cp < 0x10000; cp++) {
		unsigned char o2[2] = { (unsigned char)(0xc0 | cp >> 6), (unsigned char)(0x80 | (cp & 0x3f)) };
		unsigned char o3[3] = { 0xe0, (unsigned char)(0x80 | ((cp >> 6) & 0x3f)), (unsigned char)(0x80 | (cp & 0x3f)) };
		unsigned char o4[4] = { 0xf0, (unsigned char)(0x80 | ((cp >> 12) & 0x3f)),
					(unsigned char)(0x80 | ((cp >> 6) & 0x3f)), (unsigned char)(0x80 | (cp & 0x3f)) };
		if (cp < 0x80 && utf8_valid((const char *)o2, 2))
			fail_msg("overlong2 U+%04X", cp);
		if (cp < 0x800 && utf8_valid((const char *)o3, 3))
			fail_msg("overlong3 U+%04X", cp);
		if (utf8_valid((const char *)o4, 4))
			fail_msg("overlong4 U+%04X", cp);
	}
}

static void t_utf8_all_two_byte_sequences(void **state)
{
	for (unsigned a = 0; a < 256; a++) {
		for (unsigned c = 0; c < 256; c++) {
			char s[2] = { (char)a, (char)c };
			bool want = (a < 0x80 && c < 0x80) || (a >= 0xc2 && a <= 0xdf && c >= 0x80 && c <= 0xbf);
			if (utf8_valid(s, 2) != want)
				fail_msg("%02x %02x", a, c);
		}
	}
}

/* ---- jrpc_parse ---- */

static void t_parse_valid(void **state)
{
	json_object *v;

	v = PARSE_OK("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
	assert_true(json_object_is_type(v, json_type_object));
	json_object_put(v);
	v = PARSE_OK("[]");
	assert_true(json_object_is_type(v, json_type_array));
	json_object_put(v);
	v = PARSE_OK("\"str\"");
	assert_true(json_object_is_type(v, json_type_string));
	json_object_put(v);
	v = PARSE_OK("  \t {\"a\": [1, 2.5, \"x\", null, true, false, {}]}");
	json_object_put(v);
	/* escapes decode; escaped lone surrogates become U+FFFD, never CESU-8 bytes */
	v = PARSE_OK("{\"s\":\"\\u00e9\\ud83d\\ude00\\ud800\"}");
	{
		json_object *s;
		assert_true(json_object_object_get_ex(v, "s", &s));
		assert_true(utf8_valid(json_object_get_string(s), (size_t)json_object_get_string_len(s)));
		assert_string_equal(json_object_get_string(s), "\xc3\xa9\xf0\x9f\x98\x80\xef\xbf\xbd");
	}
	json_object_put(v);
	/* raw UTF-8 in strings */
	v = PARSE_OK("{\"s\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"}");
	json_object_put(v);
}

static void t_parse_bad_json(void **state)
{
	PARSE_ERR("{");
	PARSE_ERR("}");
	PARSE_ERR("{\"a\":}");
	PARSE_ERR("{\"a\" 1}");
	PARSE_ERR("{\"a\":1,}");
	PARSE_ERR("[1,]");
	PARSE_ERR("{a:1}");
	PARSE_ERR("{\"a\":'x'}");
	PARSE_ERR("{\"a\":01}");
	PARSE_ERR("{\"a\":.5}");
	PARSE_ERR("{\"a\":+1}");
	PARSE_ERR("{\"a\":tru}");
	PARSE_ERR("{\"a\":truex}");
	PARSE_ERR("{/* comment */}");
	PARSE_ERR("{\"a\":1 // comment\n}");
	PARSE_ERR("{\"a\":\"unterminated}");
	PARSE_ERR("{\"a\":\"bad escape \\q\"}");
	PARSE_ERR("{\"a\":\"\\u12\"}");
	PARSE_ERR("nope");
	PARSE_ERR("\"unterminated");
	/* empty and blank lines */
	parse_err("", 0);
	parse_err(NULL, 0);
	PARSE_ERR(" ");
	PARSE_ERR("\r");
	PARSE_ERR(" \t\r \r");
}

static void t_parse_invalid_utf8(void **state)
{
	PARSE_ERR("{\"a\":\"\xff\"}");
	PARSE_ERR("{\"a\":\"\x80\"}");
	PARSE_ERR("{\"a\":\"\xc3\"}");
	PARSE_ERR("{\"a\":\"\xe2\x82\"}");
	PARSE_ERR("{\"\xfe\":1}");
	PARSE_ERR("{\"a\":1}\xff");
	PARSE_ERR("\xef\xbb\xbf{}"); /* a BOM is not JSON */
	/* overlong encodings ('/' as C0 AF, NUL as C0 80, 3-byte '/') */
	PARSE_ERR("{\"a\":\"\xc0\xaf\"}");
	PARSE_ERR("{\"a\":\"\xc0\x80\"}");
	PARSE_ERR("{\"a\":\"\xe0\x80\xaf\"}");
	PARSE_ERR("{\"a\":\"\xf0\x80\x80\xaf\"}");
	/* encoded surrogates: high, low, CESU-8 pair */
	PARSE_ERR("{\"a\":\"\xed\xa0\x80\"}");
	PARSE_ERR("{\"a\":\"\xed\xbf\xbf\"}");
	PARSE_ERR("{\"a\":\"\xed\xa0\xbd\xed\xb8\x80\"}");
	/* above U+10FFFF */
	PARSE_ERR("{\"a\":\"\xf4\x90\x80\x80\"}");
}

static void t_parse_trailing(void **state)
{
	json_object *v;

	PARSE_ERR("{} x");
	PARSE_ERR("{}{}");
	PARSE_ERR("{} {}");
	PARSE_ERR("{},");
	PARSE_ERR("{}]");
	PARSE_ERR("[1] 2");
	PARSE_ERR("\"a\" \"b\"");
	parse_err("{}\0", 3);
	parse_err("{\"a\":1}\0 ", 9);
	parse_err("{\"a\":\"x\0y\"}", 11);
	PARSE_ERR("{}\r\rx");
	PARSE_ERR("{}\v");
	PARSE_ERR("{}\f");
	/* trailing whitespace and CR are fine */
	json_object_put(PARSE_OK("{}\r"));
	json_object_put(PARSE_OK("{} "));
	json_object_put(PARSE_OK("{}\t"));
	json_object_put(PARSE_OK("{} \t \r\r "));
	json_object_put(PARSE_OK("{}\r\n"));
	json_object_put(PARSE_OK("{}\n\n"));
	json_object_put(PARSE_OK("[1] \r"));
	v = PARSE_OK("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}  \r");
	json_object_put(v);
	/* the length is respected: bytes after len are not looked at */
	json_object_put(parse_ok("{}garbage", 2));
	json_object_put(parse_ok("{\"a\":1}}}", 7));
	parse_err("{\"a\":1}", 6);
}

static char *nest(size_t depth, const char *open, const char *inner, const char *close)
{
	size_t lo = strlen(open), li = strlen(inner), lc = strlen(close);
	char *s = malloc(depth * (lo + lc) + li + 1), *p = s;

	assert_non_null(s);
	for (size_t i = 0; i < depth; i++, p += lo)
		memcpy(p, open, lo);
	memcpy(p, inner, li);
	p += li;
	for (size_t i = 0; i < depth; i++, p += lc)
		memcpy(p, close, lc);
	*p = '\0';
	return s;
}

static void t_parse_depth(void **state)
{
	/* json-c counts value levels: a scalar inside the innermost container is a level too,
	 * so JRPC_MAX_DEPTH empty arrays pass but JRPC_MAX_DEPTH arrays around a number do not. */
	static const struct { const char *open, *inner, *close; size_t per; } shapes[] = {
		{ "[", "", "]", 1 },
		{ "{\"a\":", "{}", "}", 1 },
		{ "[", "1", "]", 1 },
		{ "{\"a\":", "1", "}", 1 },
		{ "[{\"k\":", "null", "}]", 2 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(shapes); i++) {
		/* levels = per * steps + (1 if inner is a scalar / {} : 0 for an empty []) */
		size_t leaf = shapes[i].inner[0] != '\0';
		size_t ok_steps = (JRPC_MAX_DEPTH - leaf) / shapes[i].per;
		char *ok = nest(ok_steps, shapes[i].open, shapes[i].inner, shapes[i].close);
		char *deep = nest(ok_steps + 1, shapes[i].open, shapes[i].inner, shapes[i].close);

		assert_true(ok_steps * shapes[i].per + leaf <= JRPC_MAX_DEPTH);
		assert_true((ok_steps + 1) * shapes[i].per + leaf > JRPC_MAX_DEPTH);
		json_object_put(parse_ok(ok, strlen(ok)));
		parse_err(deep, strlen(deep));
		free(ok);
		free(deep);
	}
	/* exactly JRPC_MAX_DEPTH levels passes, one more fails */
	{
		char *ok = nest(JRPC_MAX_DEPTH - 1, "[", "0", "]");
		char *deep = nest(JRPC_MAX_DEPTH, "[", "0", "]");
		json_object_put(parse_ok(ok, strlen(ok)));
		parse_err(deep, strlen(deep));
		free(ok);
		free(deep);
	}
	/* a deep request: the top-level object is level 1, params level 2 */
	{
		char *inner = nest(JRPC_MAX_DEPTH - 1, "[", "", "]");
		char *deep = nest(JRPC_MAX_DEPTH, "[", "", "]");
		char line[1024];
		snprintf(line, sizeof(line), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":%s}", inner);
		json_object_put(parse_ok(line, strlen(line)));
		snprintf(line, sizeof(line), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":%s}", deep);
		parse_err(line, strlen(line));
		free(inner);
		free(deep);
	}
	/* very deep input fails fast without recursion trouble */
	{
		size_t n = 1000000;
		char *s = malloc(n);
		assert_non_null(s);
		memset(s, '[', n);
		parse_err(s, n);
		memset(s, '{', n);
		parse_err(s, n);
		free(s);
	}
}

static void t_parse_len_over_int32(void **state)
{
	/* A length over INT32_MAX is refused before json-c sees it. Only the last byte (the
	 * trailing-whitespace check) may be read, so a sparse mapping is enough. */
	size_t n = (size_t)INT32_MAX + 2;
	char *p = mmap(NULL, n, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	if (p == MAP_FAILED)
		skip();
	parse_err(p, (size_t)INT32_MAX + 1);
	parse_err(p, n);
	munmap(p, n);
}

static void t_parse_toplevel_scalars(void **state)
{
	/* Any JSON text parses; a non-object is then an Invalid Request (JSON-RPC 2.0 answers
	 * "1" with -32600, not -32700), also when the literal ends exactly at len. */
	static const char *const ok[] = { "1", "-5", "0", "1.5", "true", "false", "null", "\"s\"", "[]",
					  "1 ", "null\r", "true\n", " 7" };
	static const char *const bad[] = { "tru", "nul", "fals", "-", "1e", "1e+", "[1", "{\"a\":1", "\"ab",
					   "[", "{", "nulll", "truefalse", "1 2", "01" };

	for (size_t i = 0; i < ARRAY_SIZE(ok); i++) {
		json_object *v = NULL;
		struct jrpc_msg m;
		if (jrpc_parse(ok[i], strlen(ok[i]), &v) != 0)
			fail_msg("\"%s\" did not parse", ok[i]);
		memset(&m, 0xa5, sizeof(m));
		assert_int_equal(jrpc_classify(v, &m), JRPC_INVALID_REQUEST);
		assert_null(m.id);
		assert_null(m.method);
		json_object_put(v);
	}
	for (size_t i = 0; i < ARRAY_SIZE(bad); i++) {
		json_object *v = SENTINEL;
		if (jrpc_parse(bad[i], strlen(bad[i]), &v) != JRPC_PARSE_ERROR)
			fail_msg("\"%s\" parsed", bad[i]);
		assert_ptr_equal(v, SENTINEL);
	}
	/* a batch holding null: the element is invalid */
	{
		json_object *v = PARSE_OK("[null,1]");
		struct jrpc_msg m;
		assert_true(json_object_is_type(v, json_type_array));
		assert_int_equal(json_object_array_length(v), 2);
		assert_int_equal(jrpc_classify(json_object_array_get_idx(v, 0), &m), JRPC_INVALID_REQUEST);
		assert_null(m.id);
		json_object_put(v);
	}
}

/* ---- jrpc_classify ---- */

static void t_classify_request(void **state)
{
	json_object *v;
	struct jrpc_msg m;

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\"}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_REQUEST);
	expect_int(m.id, 0);
	assert_string_equal(m.method, "initialize");
	assert_null(m.params);
	json_object_put(v);

	assert_int_equal(classify("{\"method\":\"tools/list\",\"id\":\"abc-1\",\"jsonrpc\":\"2.0\"}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_REQUEST);
	expect_str(m.id, "abc-1");
	assert_string_equal(m.method, "tools/list");
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":\"\",\"method\":\"\"}", &v, &m), 0);
	expect_str(m.id, "");
	assert_string_equal(m.method, "");
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":-7,\"method\":\"m\",\"extra\":[1]}", &v, &m), 0);
	expect_int(m.id, -7);
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":9223372036854775807,\"method\":\"m\"}", &v, &m), 0);
	expect_int(m.id, INT64_MAX);
	json_object_put(v);

	/* a method wins over result/error */
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"m\",\"result\":{}}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_REQUEST);
	json_object_put(v);
}

static void t_classify_bad_id(void **state)
{
	static const char *const ids[] = { "null", "1.5", "1.0", "1e3", "-0.0", "true", "false",
					   "{}", "{\"a\":1}", "[]", "[1]" };
	char line[256];

	for (size_t i = 0; i < ARRAY_SIZE(ids); i++) {
		json_object *v;
		struct jrpc_msg m;

		snprintf(line, sizeof(line), "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"m\"}", ids[i]);
		assert_int_equal(classify(line, &v, &m), JRPC_INVALID_REQUEST);
		assert_null(m.id);
		assert_int_equal(m.kind, JRPC_REQUEST); /* it has an id, so it is answered */
		assert_null(m.method);
		assert_null(m.params);
		json_object_put(v);
	}
}

static void t_classify_bad_version(void **state)
{
	static const char *const lines[] = {
		"{\"id\":5,\"method\":\"m\"}",                      /* missing */
		"{\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2\",\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.00\",\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0 \",\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":\"\",\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":2.0,\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":2,\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":null,\"id\":5,\"method\":\"m\"}",
		"{\"jsonrpc\":[\"2.0\"],\"id\":5,\"method\":\"m\"}",
		/* a bad method with a good id */
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":5}",
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":null}",
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":[\"m\"]}",
		/* bad params with a good id */
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"m\",\"params\":\"x\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"m\",\"params\":1}",
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"m\",\"params\":null}",
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"m\",\"params\":true}",
	};

	for (size_t i = 0; i < ARRAY_SIZE(lines); i++) {
		json_object *v;
		struct jrpc_msg m;

		assert_int_equal(classify(lines[i], &v, &m), JRPC_INVALID_REQUEST);
		assert_int_equal(m.kind, JRPC_REQUEST);
		expect_int(m.id, 5); /* the error can be addressed to the request */
		assert_null(m.method);
		assert_null(m.params);
		json_object_put(v);
	}
	/* string id is kept too */
	{
		json_object *v;
		struct jrpc_msg m;
		assert_int_equal(classify("{\"jsonrpc\":\"1.0\",\"id\":\"q\",\"method\":\"m\"}", &v, &m),
				 JRPC_INVALID_REQUEST);
		expect_str(m.id, "q");
		json_object_put(v);
	}
}

static void t_classify_notification(void **state)
{
	static const char *const bad[] = {
		"{\"method\":\"notifications/initialized\"}",
		"{\"jsonrpc\":\"1.0\",\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"method\":5}",
		"{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":\"x\"}",
		"{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":null}",
	};
	json_object *v;
	struct jrpc_msg m;

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_NOTIFICATION);
	assert_null(m.id);
	assert_string_equal(m.method, "notifications/initialized");
	assert_null(m.params);
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
				  "\"params\":{\"requestId\":3}}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_NOTIFICATION);
	assert_non_null(m.params);
	assert_true(json_object_is_type(m.params, json_type_object));
	json_object_put(v);

	/* malformed notifications are still notifications: never answered */
	for (size_t i = 0; i < ARRAY_SIZE(bad); i++) {
		assert_int_equal(classify(bad[i], &v, &m), JRPC_INVALID_REQUEST);
		assert_int_equal(m.kind, JRPC_NOTIFICATION);
		assert_null(m.id);
		json_object_put(v);
	}
}

static void t_classify_response(void **state)
{
	json_object *v;
	struct jrpc_msg m;

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_RESPONSE);
	expect_int(m.id, 1);
	assert_null(m.method);
	assert_null(m.params);
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"error\":{\"code\":1,\"message\":\"x\"}}",
				  &v, &m), 0);
	assert_int_equal(m.kind, JRPC_RESPONSE);
	expect_str(m.id, "s");
	json_object_put(v);

	/* an error response to something unreadable carries id null */
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{}}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_RESPONSE);
	assert_null(m.id);
	json_object_put(v);

	/* result: null still counts as present */
	assert_int_equal(classify("{\"id\":2,\"result\":null}", &v, &m), 0);
	assert_int_equal(m.kind, JRPC_RESPONSE);
	json_object_put(v);

	/* no id, or neither result nor error: invalid */
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"result\":{}}", &v, &m), JRPC_INVALID_REQUEST);
	assert_null(m.id);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"error\":{}}", &v, &m), JRPC_INVALID_REQUEST);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":4}", &v, &m), JRPC_INVALID_REQUEST);
	expect_int(m.id, 4);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":4,\"params\":[]}", &v, &m), JRPC_INVALID_REQUEST);
	json_object_put(v);
	assert_int_equal(classify("{}", &v, &m), JRPC_INVALID_REQUEST);
	assert_null(m.id);
	assert_null(m.method);
	json_object_put(v);
}

static void t_classify_params(void **state)
{
	json_object *v;
	struct jrpc_msg m;

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":[1,2]}", &v, &m), 0);
	assert_non_null(m.params);
	assert_true(json_object_is_type(m.params, json_type_array));
	assert_int_equal(json_object_array_length(m.params), 2);
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":{\"k\":\"v\"}}", &v, &m), 0);
	assert_non_null(m.params);
	assert_true(json_object_is_type(m.params, json_type_object));
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":{}}", &v, &m), 0);
	assert_non_null(m.params);
	json_object_put(v);

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":\"str\"}", &v, &m),
			 JRPC_INVALID_REQUEST);
	expect_int(m.id, 1);
	assert_null(m.params);
	json_object_put(v);
}

static void t_classify_not_object(void **state)
{
	static const char *const lines[] = { "[]", "[1]", "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}]",
					     "\"x\"", "1\n", "true\n", "1.5\n" };
	struct jrpc_msg m;

	for (size_t i = 0; i < ARRAY_SIZE(lines); i++) {
		json_object *v = parse_ok(lines[i], strlen(lines[i]));
		memset(&m, 0xa5, sizeof(m));
		assert_int_equal(jrpc_classify(v, &m), JRPC_INVALID_REQUEST);
		assert_null(m.id);
		assert_null(m.method);
		assert_null(m.params);
		json_object_put(v);
	}
	/* NULL is json null */
	memset(&m, 0xa5, sizeof(m));
	assert_int_equal(jrpc_classify(NULL, &m), JRPC_INVALID_REQUEST);
	assert_null(m.id);
}

static void t_classify_duplicate_keys(void **state)
{
	/* json-c keeps the last of duplicate keys; classification follows it */
	json_object *v;
	struct jrpc_msg m;

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"id\":\"two\"}", &v, &m), 0);
	expect_str(m.id, "two");
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"id\":null}", &v, &m),
			 JRPC_INVALID_REQUEST);
	assert_null(m.id);
	json_object_put(v);
}

static void t_classify_big_ids(void **state)
{
	/* json-c clamps integers past 64 bits to INT64_MIN / UINT64_MAX; such an id must not be
	 * echoed as a different number, so it is invalid. The extreme values written out
	 * exactly are real ids. */
	static const char *const clamped[] = {
		"{\"jsonrpc\":\"2.0\",\"id\":99999999999999999999,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":18446744073709551616,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":-99999999999999999999,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":-9223372036854775809,\"method\":\"m\"}",
		"[{\"jsonrpc\":\"2.0\",\"id\":99999999999999999999,\"method\":\"m\"}]",
	};
	json_object *v;
	struct jrpc_msg m;

	for (size_t i = 0; i < ARRAY_SIZE(clamped); i++) {
		json_object *el;
		v = parse_ok(clamped[i], strlen(clamped[i]));
		el = json_object_is_type(v, json_type_array) ? json_object_array_get_idx(v, 0) : v;
		if (jrpc_classify(el, &m) != JRPC_INVALID_REQUEST || m.id != NULL)
			fail_msg("clamped id accepted: %s", clamped[i]);
		json_object_put(v);
	}
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":18446744073709551615,\"method\":\"m\"}", &v, &m), 0);
	assert_int_equal(json_object_get_uint64(m.id), UINT64_MAX);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":18446744073709551614,\"method\":\"m\"}", &v, &m), 0);
	assert_int_equal(json_object_get_uint64(m.id), UINT64_MAX - 1);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":-9223372036854775808,\"method\":\"m\"}", &v, &m), 0);
	expect_int(m.id, INT64_MIN);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":9223372036854775808,\"method\":\"m\"}", &v, &m), 0);
	assert_int_equal(json_object_get_uint64(m.id), 9223372036854775808ull);
	json_object_put(v);
}

/* ---- non-finite numbers ---- */

static void t_all_finite(void **state)
{
	/* json-c reads these in strict mode; none may reach a reply. */
	static const char *const bad[] = {
		"NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1E400", "[NaN]", "[1,2,[3,[Infinity]]]",
		"{\"a\":-Infinity}", "{\"a\":{\"b\":[0,{\"c\":1e999}]}}", "{\"ok\":1.5,\"x\":[\"NaN\",NaN]}",
	};
	static const char *const good[] = {
		"0", "-0", "1.5", "-1e308", "1e-400", "1.7976931348623157e308", "\"NaN\"", "\"Infinity\"",
		"[1,2.5,\"1e999\"]", "{\"a\":{\"b\":[0,null,true,{\"c\":-2.5e-3}]}}", "[]", "{}", "null",
		"99999999999999999999",
	};

	for (size_t i = 0; i < ARRAY_SIZE(bad); i++) {
		json_object *v = parse_ok(bad[i], strlen(bad[i]));
		if (jrpc_all_finite(v))
			fail_msg("%s taken as finite", bad[i]);
		json_object_put(v);
	}
	for (size_t i = 0; i < ARRAY_SIZE(good); i++) {
		json_object *v = parse_ok(good[i], strlen(good[i]));
		if (!jrpc_all_finite(v))
			fail_msg("%s taken as not finite", good[i]);
		json_object_put(v);
	}
	assert_true(jrpc_all_finite(NULL)); /* json-c's null */
}

static void t_classify_non_finite(void **state)
{
	/* Refused wherever the number is, addressed to the id when the id is readable. */
	static const struct { const char *line; int64_t id; enum jrpc_kind kind; } cases[] = {
		{ "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"params\":{\"x\":NaN}}", 3, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":{\"name\":\"run_python\","
		  "\"arguments\":{\"code\":\"1\",\"timeout_s\":Infinity}}}", 4, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"run_python\","
		  "\"arguments\":{\"code\":\"1\"},\"_meta\":{\"progressToken\":-Infinity}}}", 5, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"m\",\"params\":[[[1e999]]]}", 6, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"m\",\"x\":NaN}", 7, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"id\":NaN,\"method\":\"m\"}", -1, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"id\":1e999,\"method\":\"m\"}", -1, JRPC_REQUEST },
		{ "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":NaN}}",
		  -1, JRPC_NOTIFICATION },
		{ "{\"jsonrpc\":NaN,\"id\":8,\"method\":\"m\"}", 8, JRPC_REQUEST },
		{ "NaN", -1, JRPC_REQUEST },
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		json_object *v;
		struct jrpc_msg m;
		if (classify(cases[i].line, &v, &m) != JRPC_INVALID_REQUEST)
			fail_msg("accepted: %s", cases[i].line);
		assert_int_equal(m.kind, cases[i].kind);
		if (cases[i].id >= 0)
			expect_int(m.id, cases[i].id);
		else
			assert_null(m.id);
		assert_null(m.method);
		assert_null(m.params);
		assert_non_null(m.error);
		assert_non_null(strstr(m.error, "NaN"));
		json_object_put(v);
	}
	/* A client's response is never answered: nothing to refuse, it is dropped. */
	{
		json_object *v;
		struct jrpc_msg m;
		assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"x\":NaN}}", &v, &m), 0);
		assert_int_equal(m.kind, JRPC_RESPONSE);
		json_object_put(v);
		/* Other refusals keep the plain message. */
		assert_int_equal(classify("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"m\"}", &v, &m),
				 JRPC_INVALID_REQUEST);
		assert_null(m.error);
		json_object_put(v);
		/* Finite numbers of every kind pass. */
		assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":"
					  "{\"a\":1e308,\"b\":-0.0,\"c\":1e-999,\"d\":\"NaN\"}}", &v, &m), 0);
		assert_null(m.error);
		json_object_put(v);
	}
}

/* ---- jrpc_sniff_id ---- */

enum { SN_NONE, SN_INT, SN_STR };
struct sniff_case {
	const char *head, *tail;
	int kind;
	int64_t i;
	const char *s;
};

static void check_sniff(const struct sniff_case *c, size_t idx)
{
	const char *h = c->head ? c->head : "", *t = c->tail ? c->tail : "";
	json_object *id = jrpc_sniff_id(h, strlen(h), t, strlen(t));

	switch (c->kind) {
	case SN_NONE:
		if (id != NULL)
			fail_msg("sniff case %zu: expected no id, got %s", idx, plain(id));
		break;
	case SN_INT:
		if (id == NULL)
			fail_msg("sniff case %zu: expected %lld, got none", idx, (long long)c->i);
		expect_int(id, c->i);
		break;
	default:
		if (id == NULL)
			fail_msg("sniff case %zu: expected \"%s\", got none", idx, c->s);
		expect_str(id, c->s);
		break;
	}
	json_object_put(id);
}

static void t_sniff_head(void **state)
{
	static const struct sniff_case cases[] = {
		{ "{\"id\":42,\"jsonrpc\":\"2.0\",\"method\":\"tools/call\",\"params\":{\"code\":\"x = '", NULL, SN_INT, 42, NULL },
		{ "{ \"id\" : \"abc\" , \"method\"", NULL, SN_STR, 0, "abc" },
		{ "\t {\"id\"\n:\r9,", NULL, SN_INT, 9, NULL },
		{ "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"m\",\"params\":{\"a\":", NULL, SN_INT, 7, NULL },
		{ "{\"id\":0,", NULL, SN_INT, 0, NULL },
		{ "{\"id\":-5,", NULL, SN_INT, -5, NULL },
		{ "{\"id\":-9223372036854775808,", NULL, SN_INT, INT64_MIN, NULL },
		{ "{\"id\":9223372036854775807}", NULL, SN_INT, INT64_MAX, NULL },
		{ "{\"id\":\"\",", NULL, SN_STR, 0, "" },
		{ "{\"id\":\"req 1\",", NULL, SN_STR, 0, "req 1" },
		{ "{\"id\":\"\xc3\xa9\",", NULL, SN_STR, 0, "\xc3\xa9" },
		/* nested and non-key "id"s are not picked */
		{ "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"id\":5,\"code\":\"aaa", NULL, SN_NONE, 0, NULL },
		{ "{\"method\":\"id\",\"params\":[\"id\",1],\"x\":\"", NULL, SN_NONE, 0, NULL },
		{ "{\"method\":\"x\",\"params\":{\"code\":\"\\\"id\\\":3, {\\\"id\\\":4}", NULL, SN_NONE, 0, NULL },
		{ "{\"params\":[{\"id\":1}],\"id\":2,", NULL, SN_INT, 2, NULL },
		{ "{\"params\":{\"id\":1,\"b\":[{\"id\":3}]},\"id\":\"top\",", NULL, SN_STR, 0, "top" },
		{ "{\"a\":[1,2],\"id\":3,", NULL, SN_INT, 3, NULL },
		{ "{\"a\":\"}\",\"id\":4,", NULL, SN_INT, 4, NULL },
		{ "{\"a\":\"{{{\",\"id\":4,", NULL, SN_INT, 4, NULL },
		{ "{\"a\":\"\\\\\",\"id\":6,", NULL, SN_INT, 6, NULL },
		{ "[{\"id\":1,", NULL, SN_NONE, 0, NULL },
		{ "{\"idx\":1,\"id\":2,", NULL, SN_INT, 2, NULL },
		{ "{\"xid\":1,", NULL, SN_NONE, 0, NULL },
		{ "{\"ID\":1,", NULL, SN_NONE, 0, NULL },
		{ "{\"i\\u0064\":1,", NULL, SN_NONE, 0, NULL },
		/* values that are not ids */
		{ "{\"id\":1.5,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":1e3,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":1E3,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":null,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":true,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":{},", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":[1],", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":-,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":-x", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":,", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":", NULL, SN_NONE, 0, NULL },
		{ "{\"id\"", NULL, SN_NONE, 0, NULL },
		{ "{\"id\" 5,", NULL, SN_NONE, 0, NULL },
		/* escaped strings are refused, as are unterminated and over-long ones */
		{ "{\"id\":\"a\\\"b\",", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":\"a\\\\b\",", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":\"\\u0041\",", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":\"abc", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":\"", NULL, SN_NONE, 0, NULL },
		{ "{\"id\":\"aaaaaaaaaabbbbbbbbbbccccccccccddddddddddeeeeeeeeeeffffffffff12\",", NULL, SN_STR, 0,
		  "aaaaaaaaaabbbbbbbbbbccccccccccddddddddddeeeeeeeeeeffffffffff12" },
		{ "{\"id\":\"aaaaaaaaaabbbbbbbbbbccccccccccddddddddddeeeeeeeeeeffffffffff123\",", NULL, SN_STR, 0,
		  "aaaaaaaaaabbbbbbbbbbccccccccccddddddddddeeeeeeeeeeffffffffff123" },
		/* string ids longer than 254 bytes are not guessed at */
		{ "{\"id\":\"" "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
		  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
		  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
		  "aaaaaaaaaaaaaaaaaaaa\",", NULL, SN_NONE, 0, NULL },
		/* garbage */
		{ "", NULL, SN_NONE, 0, NULL },
		{ "\"", NULL, SN_NONE, 0, NULL },
		{ "\\", NULL, SN_NONE, 0, NULL },
		{ "{\"a\":\"\\", NULL, SN_NONE, 0, NULL },
		{ "{\"jsonrpc", NULL, SN_NONE, 0, NULL },
		{ "}}}}{\"id\":1,", NULL, SN_NONE, 0, NULL },
		{ "]]]]", NULL, SN_NONE, 0, NULL },
		{ "{{{{{{{{", NULL, SN_NONE, 0, NULL },
		{ ":::,,,\"id\"", NULL, SN_NONE, 0, NULL },
		{ "id:1", NULL, SN_NONE, 0, NULL },
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++)
		check_sniff(&cases[i], i);
}

static void t_sniff_tail(void **state)
{
	static const struct sniff_case cases[] = {
		{ NULL, "aaaa\"},\"id\":17}", SN_INT, 17, NULL },
		{ NULL, "x\",\"id\":\"req-1\"}  \r\n", SN_STR, 0, "req-1" },
		{ NULL, "]  ,  \"id\" : -12 } \n", SN_INT, -12, NULL },
		{ NULL, "x,\"id\":3}", SN_INT, 3, NULL },
		{ NULL, "x,\"id\":\"\"}", SN_STR, 0, "" },
		/* nested: another brace closes after it */
		{ NULL, "\"params\":{\"id\":3}}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":3}}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":3]", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":3}]", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":[3]}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":{}}", SN_NONE, 0, NULL },
		/* "id" must be a whole key preceded by a comma */
		{ NULL, "{\"id\":3}", SN_NONE, 0, NULL },
		{ NULL, "\"id\":3}", SN_NONE, 0, NULL },
		{ NULL, ",\"xid\":3}", SN_NONE, 0, NULL },
		{ NULL, ",\"\\\"id\":3}", SN_NONE, 0, NULL },
		{ NULL, ":\"id\":3}", SN_NONE, 0, NULL },
		/* bad values */
		{ NULL, ",\"id\":3 x}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":1.5}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":1e5}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":null}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":true}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":-}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":\"a\\\"b\"}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":\"a\\\\b\"}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":\"abc}", SN_NONE, 0, NULL },
		{ NULL, ",\"id\":123456789012345678901234}", SN_NONE, 0, NULL },
		/* garbage */
		{ NULL, "", SN_NONE, 0, NULL },
		{ NULL, "   \r\n", SN_NONE, 0, NULL },
		{ NULL, "}", SN_NONE, 0, NULL },
		{ NULL, " } ", SN_NONE, 0, NULL },
		{ NULL, ":}", SN_NONE, 0, NULL },
		{ NULL, "\"id\":}", SN_NONE, 0, NULL },
		{ NULL, "{", SN_NONE, 0, NULL },
		{ NULL, "id:1}", SN_NONE, 0, NULL },
		/* the head wins; the tail is only a fallback */
		{ "{\"id\":1,\"method\":\"m\"", "x,\"id\":2}", SN_INT, 1, NULL },
		{ "{\"method\":\"m\",\"params\":{\"code\":\"", "x,\"id\":2}", SN_INT, 2, NULL },
		{ "{\"id\":null,", "x,\"id\":\"t\"}", SN_STR, 0, "t" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++)
		check_sniff(&cases[i], i);
	assert_null(jrpc_sniff_id(NULL, 0, NULL, 0));
}

static void t_sniff_lengths_respected(void **state)
{
	/* only hn/tn bytes are looked at */
	static const char h[] = "{\"id\":\"abc\",";
	static const char t[] = "x,\"id\":5}";
	json_object *id;

	assert_null(jrpc_sniff_id(h, 8, "", 0)); /* {"id":"a : unterminated */
	id = jrpc_sniff_id(h, sizeof(h) - 1, "", 0);
	expect_str(id, "abc");
	json_object_put(id);
	assert_null(jrpc_sniff_id("", 0, t, sizeof(t) - 2)); /* closing brace cut off */
	id = jrpc_sniff_id("", 0, t, sizeof(t) - 1);
	expect_int(id, 5);
	json_object_put(id);
}

static char *make_line(const char *pre, char fill_c, size_t pad, const char *post, size_t *n)
{
	size_t lp = strlen(pre), lq = strlen(post);
	char *line = malloc(lp + pad + lq);

	assert_non_null(line);
	memcpy(line, pre, lp);
	memset(line + lp, fill_c, pad);
	memcpy(line + lp + pad, post, lq);
	*n = lp + pad + lq;
	return line;
}

static void t_sniff_real_line(void **state)
{
	/* Realistic over-long requests, sliced as the daemon does (4096-byte head, 256-byte
	 * tail); the whole line also parses and agrees with what was sniffed. */
	size_t n;
	char *line;
	json_object *id, *v;
	struct jrpc_msg m;

	/* id in front of huge code */
	line = make_line("{\"jsonrpc\":\"2.0\",\"id\":\"run-7\",\"method\":\"tools/call\",\"params\":{\"name\":"
			 "\"python\",\"arguments\":{\"code\":\"", 'x', 100000, "\"}}}", &n);
	id = jrpc_sniff_id(line, 4096, line + n - 256, 256);
	expect_str(id, "run-7");
	json_object_put(id);
	v = parse_ok(line, n);
	assert_int_equal(jrpc_classify(v, &m), 0);
	expect_str(m.id, "run-7");
	json_object_put(v);
	free(line);

	/* id at the end */
	line = make_line("{\"jsonrpc\":\"2.0\",\"method\":\"tools/call\",\"params\":{\"code\":\"", 'y', 100000,
			 "\"},\"id\":-31}", &n);
	id = jrpc_sniff_id(line, 4096, line + n - 256, 256);
	expect_int(id, -31);
	json_object_put(id);
	v = parse_ok(line, n);
	assert_int_equal(jrpc_classify(v, &m), 0);
	expect_int(m.id, -31);
	json_object_put(v);
	free(line);

	/* no id at either end (a notification): nothing to address */
	line = make_line("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"code\":\"", 'z', 100000,
			 "\",\"id\":5}}", &n);
	assert_null(jrpc_sniff_id(line, 4096, line + n - 256, 256));
	free(line);
}

/* ---- replies ---- */

static void t_result_shape(void **state)
{
	json_object *id, *r, *x;

	id = json_object_new_int(5);
	r = jrpc_result(id, json_object_new_string("ok"));
	assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":\"ok\"}");
	json_object_put(id); /* the reply holds its own reference */
	assert_true(json_object_object_get_ex(r, "id", &x));
	expect_int(x, 5);
	json_object_put(r);

	id = json_object_new_string("a\"b");
	x = json_object_new_object();
	json_object_object_add(x, "content", json_object_new_array());
	r = jrpc_result(id, x);
	assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":\"a\\\"b\",\"result\":{\"content\":[]}}");
	json_object_put(r);
	json_object_put(id);

	r = jrpc_result(NULL, NULL);
	assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":null}");
	assert_true(json_object_object_get_ex(r, "id", &x));
	assert_null(x);
	json_object_put(r);

	/* the id keeps its JSON type: "7" stays a string, 7 an integer */
	{
		json_object *v;
		struct jrpc_msg m;
		assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":\"7\",\"method\":\"m\"}", &v, &m), 0);
		r = jrpc_result(m.id, json_object_new_object());
		json_object_put(v);
		assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":\"7\",\"result\":{}}");
		json_object_put(r);
		assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":18446744073709551615,\"method\":\"m\"}", &v, &m), 0);
		r = jrpc_result(m.id, json_object_new_object());
		json_object_put(v);
		assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":18446744073709551615,\"result\":{}}");
		json_object_put(r);
	}
}

static void t_error_shape(void **state)
{
	json_object *id, *r, *e, *x;

	id = json_object_new_int(1);
	r = jrpc_error(id, JRPC_METHOD_NOT_FOUND, "Method not found");
	json_object_put(id);
	assert_string_equal(plain(r),
			    "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}");
	assert_true(json_object_object_get_ex(r, "error", &e));
	assert_false(json_object_object_get_ex(e, "data", NULL));
	json_object_put(r);

	r = jrpc_error(NULL, JRPC_PARSE_ERROR, "Parse error");
	assert_string_equal(plain(r),
			    "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
	assert_true(json_object_object_get_ex(r, "id", &x));
	assert_null(x);
	json_object_put(r);

	id = json_object_new_string("abc");
	r = jrpc_error_data(id, JRPC_INVALID_PARAMS, "bad \"code\"\n", json_object_new_int(3));
	json_object_put(id);
	assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":\"abc\",\"error\":{\"code\":-32602,"
				      "\"message\":\"bad \\\"code\\\"\\n\",\"data\":3}}");
	json_object_put(r);

	r = jrpc_error_data(NULL, JRPC_INTERNAL_ERROR, "x", NULL);
	assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"x\"}}");
	json_object_put(r);

	r = jrpc_error(NULL, JRPC_INVALID_REQUEST, "");
	assert_string_equal(plain(r), "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"\"}}");
	json_object_put(r);
}

static void t_reply_round_trip(void **state)
{
	/* What we send is a well-formed response our own parser accepts. */
	static const char *const reqs[] = {
		"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":-3,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":\"\\u00e9\\n\\\"x\",\"method\":\"m\"}",
	};

	for (size_t i = 0; i < ARRAY_SIZE(reqs); i++) {
		json_object *v, *rv, *reply[2];
		struct jrpc_msg m, rm;

		assert_int_equal(classify(reqs[i], &v, &m), 0);
		reply[0] = jrpc_result(m.id, json_object_new_object());
		reply[1] = jrpc_error(m.id, JRPC_INTERNAL_ERROR, "boom");
		for (size_t k = 0; k < 2; k++) {
			const char *s = plain(reply[k]);
			assert_true(utf8_valid(s, strlen(s)));
			rv = parse_ok(s, strlen(s));
			assert_int_equal(jrpc_classify(rv, &rm), 0);
			assert_int_equal(rm.kind, JRPC_RESPONSE);
			assert_true(json_object_equal(rm.id, m.id));
			json_object_put(rv);
			json_object_put(reply[k]);
		}
		json_object_put(v);
	}
}

/* Regression tests for proto/ bugs found by this suite (all fixed). */

static void t_bug_escaped_nul_in_strings(void **state)
{
	/* method and jsonrpc are compared as C strings: an escaped NUL truncates them. */
	json_object *v;
	struct jrpc_msg m;

	assert_int_equal(classify("{\"jsonrpc\":\"2.0\\u0000junk\",\"id\":1,\"method\":\"m\"}", &v, &m),
			 JRPC_INVALID_REQUEST);
	json_object_put(v);
	assert_int_equal(classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\\u0000x\"}", &v, &m),
			 JRPC_INVALID_REQUEST);
	json_object_put(v);
}

static void t_bug_clamped_id_substring(void **state)
{
	/* jrpc_parse decides an id was clamped when the clamp value's literal is not found
	 * anywhere in the line (memmem): a longer number that starts with it, or the literal
	 * elsewhere in the line (params), lets a clamped id through and the reply goes to
	 * 18446744073709551615 / -9223372036854775808 instead of the id that was sent. */
	static const char *const lines[] = {
		"{\"jsonrpc\":\"2.0\",\"id\":184467440737095516159,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":-92233720368547758089,\"method\":\"m\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":-99999999999999999999,\"method\":\"m\",\"params\":[-9223372036854775808]}",
		"{\"jsonrpc\":\"2.0\",\"id\":99999999999999999999,\"method\":\"m\",\"params\":{\"x\":\"18446744073709551615\"}}",
	};

	for (size_t i = 0; i < ARRAY_SIZE(lines); i++) {
		json_object *v;
		struct jrpc_msg m;
		assert_int_equal(classify(lines[i], &v, &m), JRPC_INVALID_REQUEST);
		assert_null(m.id);
		json_object_put(v);
	}
}

static void t_bug_sniff_truncated_number(void **state)
{
	/* The head is cut at a fixed size; a number running into the cut is not complete. */
	assert_null(jrpc_sniff_id(LIT("{\"id\":1234"), "", 0));
	assert_null(jrpc_sniff_id(LIT("{\"pad\":\"xx\",\"id\":-98"), "", 0));
}

static void t_bug_sniff_long_numbers(void **state)
{
	/* 20+ digit ids are cut at 20 characters or clamped by strtoll to INT64_MAX, so the
	 * error goes to an id the client never sent. */
	json_object *id;

	assert_null(jrpc_sniff_id(LIT("{\"id\":123456789012345678901234,"), "", 0));
	id = jrpc_sniff_id(LIT("{\"id\":12345678901234567890,"), "", 0);
	assert_true(id == NULL || json_object_get_uint64(id) == 12345678901234567890ull);
	json_object_put(id);
	id = jrpc_sniff_id("", 0, LIT("x,\"id\":9999999999999999999}"));
	assert_true(id == NULL || json_object_get_uint64(id) == 9999999999999999999ull);
	json_object_put(id);
	assert_null(jrpc_sniff_id(LIT("{\"id\":12abc,"), "", 0));
}

static void t_bug_sniff_invalid_utf8(void **state)
{
	/* A sniffed string id is not UTF-8 checked (the line was never parsed), so the error
	 * reply built from it carries invalid UTF-8 to the client. */
	json_object *id = jrpc_sniff_id(LIT("{\"id\":\"\xff\xfe\","), "", 0);
	json_object *r = jrpc_error(id, JRPC_INVALID_REQUEST, "too long");
	const char *s = plain(r);

	assert_true(utf8_valid(s, strlen(s)));
	json_object_put(r);
	json_object_put(id);
	id = jrpc_sniff_id("", 0, LIT("x,\"id\":\"\xed\xa0\x80\"}"));
	assert_null(id);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(t_utf8_table),
		cmocka_unit_test(t_utf8_every_code_point),
		cmocka_unit_test(t_utf8_all_two_byte_sequences),
		cmocka_unit_test(t_parse_valid),
		cmocka_unit_test(t_parse_bad_json),
		cmocka_unit_test(t_parse_invalid_utf8),
		cmocka_unit_test(t_parse_trailing),
		cmocka_unit_test(t_parse_depth),
		cmocka_unit_test(t_parse_len_over_int32),
		cmocka_unit_test(t_parse_toplevel_scalars),
		cmocka_unit_test(t_classify_request),
		cmocka_unit_test(t_classify_bad_id),
		cmocka_unit_test(t_classify_bad_version),
		cmocka_unit_test(t_classify_notification),
		cmocka_unit_test(t_classify_response),
		cmocka_unit_test(t_classify_params),
		cmocka_unit_test(t_classify_not_object),
		cmocka_unit_test(t_classify_duplicate_keys),
		cmocka_unit_test(t_classify_big_ids),
		cmocka_unit_test(t_all_finite),
		cmocka_unit_test(t_classify_non_finite),
		cmocka_unit_test(t_sniff_head),
		cmocka_unit_test(t_sniff_tail),
		cmocka_unit_test(t_sniff_lengths_respected),
		cmocka_unit_test(t_sniff_real_line),
		cmocka_unit_test(t_result_shape),
		cmocka_unit_test(t_error_shape),
		cmocka_unit_test(t_reply_round_trip),
		cmocka_unit_test(t_bug_escaped_nul_in_strings),
		cmocka_unit_test(t_bug_clamped_id_substring),
		cmocka_unit_test(t_bug_sniff_truncated_number),
		cmocka_unit_test(t_bug_sniff_long_numbers),
		cmocka_unit_test(t_bug_sniff_invalid_utf8),
	};

	return cmocka_run_group_tests_name("jsonrpc", tests, NULL, NULL);
}
