/* SPDX-License-Identifier: MIT */
/* libFuzzer harness for the JSON-RPC layer: the input is one line from the MCP client.
 * It goes through jrpc_parse and jrpc_classify (each element of a batch too), the reply we
 * would build from it is checked to be valid UTF-8 JSON that parses back as a response, and
 * jrpc_sniff_id runs on the head/tail slices the daemon keeps for over-long lines. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "proto/jsonrpc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(x) do { if (!(x)) __builtin_trap(); } while (0)
#define SNIFF_HEAD 4096 /* as daemon/mcp.c */
#define SNIFF_TAIL 256

static void check_message(json_object *el)
{
	struct jrpc_msg m;
	json_object *reply, *back = NULL;
	struct jrpc_msg rm;
	const char *s;
	int c = jrpc_classify(el, &m);

	CHECK(c == 0 || c == JRPC_INVALID_REQUEST);
	CHECK(m.kind == JRPC_REQUEST || m.kind == JRPC_NOTIFICATION || m.kind == JRPC_RESPONSE);
	if (m.id != NULL)
		CHECK(json_object_is_type(m.id, json_type_int) || json_object_is_type(m.id, json_type_string));
	if (c == 0) {
		if (m.kind == JRPC_REQUEST)
			CHECK(m.id != NULL && m.method != NULL);
		if (m.kind == JRPC_NOTIFICATION)
			CHECK(m.id == NULL && m.method != NULL);
		if (m.kind == JRPC_RESPONSE)
			CHECK(m.method == NULL && m.params == NULL);
		if (m.params != NULL)
			CHECK(json_object_is_type(m.params, json_type_object) ||
			      json_object_is_type(m.params, json_type_array));
	} else {
		CHECK(m.method == NULL && m.params == NULL);
	}

	reply = c == 0 && m.kind == JRPC_REQUEST ? jrpc_result(m.id, json_object_new_object())
						  : jrpc_error(m.id, c ? c : JRPC_INVALID_REQUEST, "x");
	s = json_object_to_json_string_ext(reply, JSON_C_TO_STRING_PLAIN);
	CHECK(s != NULL && utf8_valid(s, strlen(s)));
	CHECK(jrpc_parse(s, strlen(s), &back) == 0);
	CHECK(jrpc_classify(back, &rm) == 0 && rm.kind == JRPC_RESPONSE);
	CHECK(m.id == NULL ? rm.id == NULL : json_object_equal(rm.id, m.id));
	json_object_put(back);
	json_object_put(reply);
}

static void check_sniffed(json_object *id)
{
	if (id == NULL)
		return;
	CHECK(json_object_is_type(id, json_type_int) || json_object_is_type(id, json_type_string));
	json_object_put(id);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* an exact-size copy so ASan sees any read past the end */
	char *line = malloc(size ? size : 1);
	json_object *v = NULL;
	size_t hn, tn;
	int r;

	if (line == NULL)
		return 0;
	if (size > 0)
		memcpy(line, data, size);

	r = jrpc_parse(line, size, &v);
	CHECK(r == 0 || r == JRPC_PARSE_ERROR);
	if (r == 0) {
		size_t t = size;
		CHECK(v != NULL);
		while (t > 0 && (line[t - 1] == '\r' || line[t - 1] == ' ' || line[t - 1] == '\t'))
			t--;
		CHECK(utf8_valid(line, t));
		if (json_object_is_type(v, json_type_array)) {
			for (size_t i = 0; i < json_object_array_length(v); i++)
				check_message(json_object_array_get_idx(v, i));
		} else {
			check_message(v);
		}
		json_object_put(v);
	}

	hn = size < SNIFF_HEAD ? size : SNIFF_HEAD;
	tn = size < SNIFF_TAIL ? size : SNIFF_TAIL;
	check_sniffed(jrpc_sniff_id(line, hn, line + size - tn, tn));
	check_sniffed(jrpc_sniff_id(line, 0, line, size));  /* tail only, whole line */
	check_sniffed(jrpc_sniff_id(line, size, line, 0));  /* head only, whole line */
	free(line);
	return 0;
}
