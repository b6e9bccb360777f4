/* SPDX-License-Identifier: MIT */
/* jrpc_: JSON-RPC 2.0 parsing and reply building for the MCP front end. The client is
 * trusted more than a worker, but its bytes are still untrusted input: depth, size and
 * UTF-8 are checked here. Functions return 0 or a negative JSON-RPC error code and never
 * log or exit. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <json-c/json.h>
#include "proto/util.h"

#define JRPC_PARSE_ERROR      (-32700)
#define JRPC_INVALID_REQUEST  (-32600)
#define JRPC_METHOD_NOT_FOUND (-32601)
#define JRPC_INVALID_PARAMS   (-32602)
#define JRPC_INTERNAL_ERROR   (-32603)
#define JRPC_MAX_DEPTH        64

enum jrpc_kind {
	JRPC_REQUEST,
	JRPC_NOTIFICATION,
	JRPC_RESPONSE,  /* a reply to a server request: we send none, so it is dropped */
};

struct jrpc_msg {
	enum jrpc_kind kind;
	json_object *id;       /* borrowed; NULL for notifications and unreadable ids */
	const char *method;    /* borrowed; NULL for responses */
	json_object *params;   /* borrowed; NULL when absent */
	const char *error;     /* static; why it is refused when "Invalid Request" says too little */
};

static inline void json_putp(json_object **o) { json_object_put(*o); }
#define _cleanup_json_ _cleanup_(json_putp)

/* Parse one line (without its '\n'; a trailing '\r' is allowed) into a JSON value. */
int jrpc_parse(const char *line, size_t len, json_object **out) _wur_;
/* Validate a message object. On JRPC_INVALID_REQUEST, m->id is set when the id itself
 * was valid, so the error can be addressed to it. */
int jrpc_classify(json_object *v, struct jrpc_msg *m) _wur_;
/* Whether every number in v, at any depth, is finite. json-c reads NaN, Infinity and
 * -Infinity even in strict mode, and 1e999 as an infinity; written back, none of them is a
 * number a JSON reader takes (JSON.parse refuses NaN, and 1e999 reads as Infinity). */
bool jrpc_all_finite(json_object *v);
/* For a line too long to parse: find a top-level "id" in its first and last bytes. */
json_object *jrpc_sniff_id(const char *head, size_t hn, const char *tail, size_t tn);

json_object *jrpc_result(json_object *id, json_object *result);  /* takes result */
json_object *jrpc_error(json_object *id, int code, const char *message);
json_object *jrpc_error_data(json_object *id, int code, const char *message, json_object *data);

bool utf8_valid(const char *s, size_t n);

