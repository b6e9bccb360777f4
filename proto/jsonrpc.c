/* SPDX-License-Identifier: MIT */
/* JSON-RPC 2.0 message validation (MCP flavour: ids are strings or integers, never null). */
#define _GNU_SOURCE
#include "proto/jsonrpc.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <string.h>

static size_t skip_ws(const char *s, size_t i, size_t n);

bool utf8_valid(const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;

	/* Strict UTF-8: no overlongs, no surrogates (json-c lets "\ud800" through as CESU
	 * bytes), nothing above U+10FFFF. */
	while (i < n) {
		unsigned c = s[i];
		size_t k;
		unsigned cp, min;

		if (c < 0x80) { i++; continue; }
		if ((c & 0xe0) == 0xc0) { k = 1; cp = c & 0x1f; min = 0x80; }
		else if ((c & 0xf0) == 0xe0) { k = 2; cp = c & 0x0f; min = 0x800; }
		else if ((c & 0xf8) == 0xf0) { k = 3; cp = c & 0x07; min = 0x10000; }
		else return false;
		if (n - i <= k)
			return false;
		for (size_t j = 1; j <= k; j++) {
			if ((s[i + j] & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (s[i + j] & 0x3f);
		}
		if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return false;
		i += k + 1;
	}
	return true;
}

/* json-c represents the JSON null value as NULL, which cannot be returned as "a value";
 * a top-level null is an invalid request anyway, so any non-object stands in for it. */
static json_object *json_object_new_null_marker(void)
{
	return json_object_new_boolean(0);
}

/* json-c clamps integers beyond 64 bits to INT64_MIN or UINT64_MAX without an error. An id
 * at a clamp value whose literal is not in the line was clamped: echoing it would answer
 * another id, so it is made invalid (a double) and the request gets -32600 with id null. */
static const char *find_top_level_id(const char *s, size_t n);
static const char *find_id(const char *s, size_t n, bool last);

/* The code unit of a "\\uXXXX" escape at s (n bytes left), or -1. */
static long escape_unit(const char *s, size_t n)
{
	char hex[5];

	if (n < 6 || s[0] != '\\' || s[1] != 'u')
		return -1;
	memcpy(hex, s + 2, 4);
	hex[4] = '\0';
	for (int i = 0; i < 4; i++)
		if (!isxdigit((unsigned char)hex[i]))
			return -1;
	return strtol(hex, NULL, 16);
}

/* Whether the JSON string literal at s (its opening quote) escapes a lone surrogate, which
 * json-c turns into U+FFFD: an id that could not be echoed as it came. */
static bool lone_surrogate(const char *s, size_t n)
{
	for (size_t i = 1; i < n && s[i] != '"'; i++) {
		long u;

		if (s[i] != '\\')
			continue;
		u = escape_unit(s + i, n - i);
		if (u >= 0xd800 && u <= 0xdbff) {
			long lo = escape_unit(s + i + 6, n - i - 6);
			if (lo < 0xdc00 || lo > 0xdfff)
				return true;
			i += 11;
		} else if (u >= 0xdc00 && u <= 0xdfff) {
			return true;
		} else {
			i++; /* the escaped character (or 'u': its digits are plain) */
		}
	}
	return false;
}

static bool lone_surrogate_anywhere(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '"')
			continue;
		if (lone_surrogate(s + i, n - i))
			return true;
		for (i++; i < n && s[i] != '"'; i++)
			if (s[i] == '\\')
				i++;
	}
	return false;
}

static void mark_one(json_object *o, const char *line, size_t len)
{
	json_object *id;
	const char *lit = NULL, *val;
	size_t ll;

	if (!json_object_is_type(o, json_type_object) || !json_object_object_get_ex(o, "id", &id))
		return;
	if (json_object_is_type(id, json_type_string)) {
		/* The literal of a top-level id; in a batch (not located), any escaped lone
		 * surrogate on the line refuses a string id holding U+FFFD. */
		val = line[0] != '[' ? find_id(line, len, true) : NULL;
		if (val != NULL ? *val == '"' && lone_surrogate(val, (size_t)(line + len - val))
				: memmem(json_object_get_string(id), (size_t)json_object_get_string_len(id),
					 "\xef\xbf\xbd", 3) != NULL && lone_surrogate_anywhere(line, len))
			json_object_object_add(o, "id", json_object_new_double(0.5));
		return;
	}
	if (!json_object_is_type(id, json_type_int))
		return;
	if (json_object_get_int64(id) == INT64_MIN)
		lit = "-9223372036854775808";
	else if (json_object_get_uint64(id) == UINT64_MAX)
		lit = "18446744073709551615";
	if (lit == NULL)
		return;
	/* The value text of the top-level "id" must be exactly the limit (in a batch, the
	 * element's own text is not located, so a clamp value there is always refused). */
	ll = strlen(lit);
	val = json_object_is_type(o, json_type_object) && line[0] != '[' ? find_id(line, len, true) : NULL;
	if (val == NULL || (size_t)(line + len - val) < ll || memcmp(val, lit, ll) != 0 ||
	    ((size_t)(line + len - val) > ll && (isdigit((unsigned char)val[ll]) || val[ll] == '.' ||
						 val[ll] == 'e' || val[ll] == 'E')))
		json_object_object_add(o, "id", json_object_new_double(0.5));
}

static void mark_clamped_ids(json_object *v, const char *line, size_t len)
{
	if (json_object_is_type(v, json_type_array)) {
		for (size_t i = 0; i < json_object_array_length(v); i++)
			mark_one(json_object_array_get_idx(v, i), line, len);
	} else {
		mark_one(v, line, len);
	}
}

/* Whether an object key in the (already valid) JSON text escapes U+0000: a string followed
 * by ':' is a key. */
static bool nul_in_key(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		size_t j;
		bool nul = false;

		if (s[i] != '"')
			continue;
		for (j = i + 1; j < n && s[j] != '"'; j++) {
			if (s[j] == '\\') {
				nul = nul || (j + 5 < n && memcmp(s + j, "\\u0000", 6) == 0);
				j++;
			}
		}
		i = j; /* the closing quote */
		for (j = i + 1; j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\n'); j++)
			;
		if (nul && j < n && s[j] == ':')
			return true;
	}
	return false;
}

int jrpc_parse(const char *line, size_t len, json_object **out)
{
	struct json_tokener *tok;
	json_object *v;
	size_t end;

	while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
		len--;
	if (len == 0 || len > (size_t)INT32_MAX || !utf8_valid(line, len))
		return JRPC_PARSE_ERROR;
	tok = json_tokener_new_ex(JRPC_MAX_DEPTH);
	if (tok == NULL)
		return JRPC_INTERNAL_ERROR;
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
	v = json_tokener_parse_ex(tok, line, (int)len);
	end = json_tokener_get_parse_end(tok);
	if (v == NULL && json_tokener_get_error(tok) == json_tokener_continue) {
		/* A bare number or literal ends only at a terminator: give it one. */
		v = json_tokener_parse_ex(tok, "", 1);
		end = len;
	}
	if (json_tokener_get_error(tok) != json_tokener_success) {
		json_object_put(v);
		json_tokener_free(tok);
		return JRPC_PARSE_ERROR;
	}
	json_tokener_free(tok);
	if (v == NULL) /* the JSON value null */
		v = json_object_new_null_marker();
	for (; end < len; end++) {
		if (!isspace((unsigned char)line[end])) {
			json_object_put(v);
			return JRPC_PARSE_ERROR;
		}
	}
	/* json-c stores object keys as C strings: "code\u0000x" would read as "code". */
	if (nul_in_key(line, len)) {
		json_object_put(v);
		return JRPC_PARSE_ERROR;
	}
	mark_clamped_ids(v, line, len);
	*out = v;
	return 0;
}

static bool id_valid(json_object *id)
{
	/* MCP: a string or an integer; null, floats, booleans and structures are invalid. (An
	 * escaped lone surrogate, which json-c reads as U+FFFD, is caught on the line's text:
	 * mark_one. The check here is for a json-c that would keep CESU bytes instead.) */
	if (json_object_is_type(id, json_type_string))
		return utf8_valid(json_object_get_string(id), (size_t)json_object_get_string_len(id));
	return json_object_is_type(id, json_type_int);
}

bool jrpc_all_finite(json_object *v)
{
	/* Recursive: the tokener's depth limit bounds the nesting of anything parsed. */
	switch (json_object_get_type(v)) {
	case json_type_double:
		return isfinite(json_object_get_double(v));
	case json_type_array:
		for (size_t i = 0, n = json_object_array_length(v); i < n; i++)
			if (!jrpc_all_finite(json_object_array_get_idx(v, i)))
				return false;
		return true;
	case json_type_object: {
		json_object_object_foreach(v, key, val) {
			(void)key;
			if (!jrpc_all_finite(val))
				return false;
		}
		return true;
	}
	default:
		return true;
	}
}

static int classify_message(json_object *v, struct jrpc_msg *m)
{
	json_object *jv = NULL, *id = NULL, *method = NULL, *params = NULL;
	bool has_id;

	memset(m, 0, sizeof(*m));
	if (!json_object_is_type(v, json_type_object))
		return JRPC_INVALID_REQUEST;
	has_id = json_object_object_get_ex(v, "id", &id);
	if (has_id && id_valid(id))
		m->id = id;
	if (!json_object_object_get_ex(v, "method", &method)) {
		if (has_id && (json_object_object_get_ex(v, "result", NULL) ||
			       json_object_object_get_ex(v, "error", NULL))) {
			m->kind = JRPC_RESPONSE;
			return 0;
		}
		return JRPC_INVALID_REQUEST;
	}
	/* A message with a method and no id is a notification: it is never answered, even
	 * when malformed. */
	m->kind = has_id ? JRPC_REQUEST : JRPC_NOTIFICATION;
	if (has_id && !id_valid(id))
		return JRPC_INVALID_REQUEST;
	/* Lengths are compared too: "2.0\u0000junk" must not pass as "2.0". */
	if (!json_object_object_get_ex(v, "jsonrpc", &jv) || !json_object_is_type(jv, json_type_string) ||
	    json_object_get_string_len(jv) != 3 || strcmp(json_object_get_string(jv), "2.0") != 0)
		return JRPC_INVALID_REQUEST;
	if (!json_object_is_type(method, json_type_string) ||
	    strlen(json_object_get_string(method)) != (size_t)json_object_get_string_len(method))
		return JRPC_INVALID_REQUEST;
	if (json_object_object_get_ex(v, "params", &params)) {
		if (!json_object_is_type(params, json_type_object) &&
		    !json_object_is_type(params, json_type_array))
			return JRPC_INVALID_REQUEST;
		m->params = params;
	}
	m->method = json_object_get_string(method);
	return 0;
}

int jrpc_classify(json_object *v, struct jrpc_msg *m)
{
	int r = classify_message(v, m);

	/* Not JSON numbers: refused wherever they are, so that nothing the server echoes or
	 * computes from a request can be one. A response is never answered: nothing to refuse. */
	if (m->kind != JRPC_RESPONSE && !jrpc_all_finite(v)) {
		m->method = NULL;
		m->params = NULL;
		m->error = "Invalid Request: NaN, Infinity and numbers beyond the range of a double are not JSON numbers";
		return JRPC_INVALID_REQUEST;
	}
	return r;
}

/* Parse an id value (integer or simple string) that starts at s and must end inside the
 * slice, followed by a delimiter; NULL if it is not one, or if it might be cut short. */
static json_object *parse_id_value(const char *s, size_t n, size_t *used)
{
	size_t i = 0;
	char tmp[24];
	long long v;
	char *end;

	if (n > 0 && s[0] == '"') {
		for (i = 1; i < n && i < 256; i++) {
			if (s[i] == '\\')
				return NULL; /* escaped ids are too rare to guess at */
			if (s[i] == '"') {
				if (!utf8_valid(s + 1, i - 1))
					return NULL;
				*used = i + 1;
				return json_object_new_string_len(s + 1, (int)(i - 1));
			}
		}
		return NULL;
	}
	if (i < n && s[i] == '-')
		i++;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	/* A number that reaches the end of the slice may continue beyond it. */
	if (i == n || i == 0 || (i == 1 && s[0] == '-') || i >= sizeof(tmp) ||
	    !(s[i] == ',' || s[i] == '}' || s[i] == ']' || isspace((unsigned char)s[i])))
		return NULL;
	memcpy(tmp, s, i);
	tmp[i] = '\0';
	errno = 0;
	v = strtoll(tmp, &end, 10);
	if (errno == ERANGE || *end != '\0')
		return NULL; /* json-c would clamp it; it is not an id we can echo */
	*used = i;
	return json_object_new_int64(v);
}

static size_t skip_ws(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
		i++;
	return i;
}

/* Where the value of the key "id" at depth 1 starts, tracking strings and nesting. */
static const char *find_top_level_id(const char *s, size_t n)
{
	return find_id(s, n, false);
}

/* Where the value of the key "id" at depth 1 starts: the first one, or the last one (the
 * one json-c keeps when a message repeats the key). */
static const char *find_id(const char *s, size_t n, bool last)
{
	const char *found = NULL;
	int depth = 0;
	bool key_pos = false;

	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if (c == '"') {
			size_t j = i + 1;
			while (j < n && s[j] != '"')
				j += s[j] == '\\' ? 2 : 1;
			if (j >= n)
				return found;
			if (depth == 1 && key_pos && j - i - 1 == 2 && memcmp(s + i + 1, "id", 2) == 0) {
				size_t k = skip_ws(s, j + 1, n);
				if (k < n && s[k] == ':') {
					found = s + skip_ws(s, k + 1, n);
					if (!last)
						return found;
				}
			}
			key_pos = false;
			i = j;
		} else if (c == '{' || c == '[') {
			depth++;
			key_pos = c == '{';
		} else if (c == '}' || c == ']') {
			depth--;
		} else if (c == ',') {
			key_pos = true;
		}
	}
	return found;
}

static json_object *sniff_head(const char *s, size_t n)
{
	const char *v = find_top_level_id(s, n);
	size_t used;

	return v ? parse_id_value(v, n - (size_t)(v - s), &used) : NULL;
}

/* The tail must end with  "id" : VALUE }  closing the top-level object: a nested object
 * ending there would need a second closing brace. */
static json_object *sniff_tail(const char *s, size_t n)
{
	size_t end = n;

	while (end > 0 && isspace((unsigned char)s[end - 1]))
		end--;
	if (end == 0 || s[end - 1] != '}')
		return NULL;
	end--;
	while (end > 0 && isspace((unsigned char)s[end - 1]))
		end--;
	for (size_t i = end; i-- > 0;) {
		if (s[i] == ':') {
			size_t k = i, v = skip_ws(s, i + 1, end), used;
			json_object *id;
			while (k > 0 && isspace((unsigned char)s[k - 1]))
				k--;
			if (k < 5 || memcmp(s + k - 4, "\"id\"", 4) != 0)
				return NULL;
			k -= 4;
			while (k > 0 && isspace((unsigned char)s[k - 1]))
				k--;
			if (k == 0 || s[k - 1] != ',')
				return NULL;
			/* The value is followed by the closing brace (at s[end..]). */
			id = parse_id_value(s + v, n - v, &used);
			if (id != NULL && skip_ws(s, v + used, end) != end) {
				json_object_put(id);
				return NULL;
			}
			return id;
		}
		if (s[i] == '}' || s[i] == ']' || s[i] == '{')
			return NULL;
	}
	return NULL;
}

json_object *jrpc_sniff_id(const char *head, size_t hn, const char *tail, size_t tn)
{
	json_object *id = sniff_head(head, hn);

	return id != NULL ? id : sniff_tail(tail, tn);
}

json_object *jrpc_result(json_object *id, json_object *result)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "jsonrpc", json_object_new_string("2.0"));
	json_object_object_add(o, "id", json_object_get(id));
	json_object_object_add(o, "result", result);
	return o;
}

json_object *jrpc_error_data(json_object *id, int code, const char *message, json_object *data)
{
	json_object *o = json_object_new_object(), *e = json_object_new_object();

	json_object_object_add(e, "code", json_object_new_int(code));
	json_object_object_add(e, "message", json_object_new_string(message));
	if (data != NULL)
		json_object_object_add(e, "data", data);
	json_object_object_add(o, "jsonrpc", json_object_new_string("2.0"));
	/* An unreadable id is answered with null, as JSON-RPC 2.0 asks. */
	json_object_object_add(o, "id", id ? json_object_get(id) : NULL);
	json_object_object_add(o, "error", e);
	return o;
}

json_object *jrpc_error(json_object *id, int code, const char *message)
{
	return jrpc_error_data(id, code, message, NULL);
}

