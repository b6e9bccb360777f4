/* SPDX-License-Identifier: MIT */
/* The run_python tool contract (docs/CONTRACT.md). */
#include "daemon/tool.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "daemon/pool.h"
#include "proto/jsonrpc.h"

/* The output schema covers every outcome, errors included: the SDK client validates
 * structuredContent even when isError is true. */
static const char output_schema[] =
	"{\"type\":\"object\",\"properties\":{"
	"\"result\":{\"description\":\"JSON form of the result value, or null\"},"
	"\"result_type\":{\"type\":[\"string\",\"null\"]},"
	"\"logs\":{\"type\":\"string\"},"
	"\"logs_truncated\":{\"type\":\"boolean\"},"
	"\"error\":{\"anyOf\":[{\"type\":\"null\"},{\"type\":\"object\",\"properties\":{"
	"\"type\":{\"type\":\"string\"},\"message\":{\"type\":\"string\"},"
	"\"line\":{\"type\":[\"integer\",\"null\"]},\"traceback\":{\"type\":\"string\"}},"
	"\"required\":[\"type\",\"message\",\"line\",\"traceback\"]}]},"
	"\"duration_ms\":{\"type\":\"number\"}},"
	"\"required\":[\"result\",\"result_type\",\"logs\",\"logs_truncated\",\"error\",\"duration_ms\"]}";

const char *tool_instructions(void)
{
	return "safepy runs Python 3.11 code for you with the run_python tool: real CPython "
	       "speed, in a sandbox with no files, no network, no processes and no "
	       "environment. Use it for calculations, data manipulation, parsing and checking "
	       "logic. Each call starts from a fresh interpreter: nothing persists between calls.";
}

json_object *tool_declaration(const struct pol_limits *l, const char *const *extra)
{
	json_object *t = json_object_new_object(), *ann = json_object_new_object();
	char imports[2048] = "", desc[4096];
	size_t used = 0;

	for (const struct pol_rule *m = pol_default_imports; m->name; m++)
		used += (size_t)snprintf(imports + used, sizeof(imports) - used, "%s%s", used ? ", " : "", m->name);
	for (const char *const *e = extra; e && *e && used < sizeof(imports); e++)
		used += (size_t)snprintf(imports + used, sizeof(imports) - used, ", %s", *e);
	snprintf(desc, sizeof(desc),
		 "Run Python 3.11 code in a sandbox and return its result and printed output.\n"
		 "Result: if the last statement is an expression whose value is not None, that "
		 "value; otherwise the global variable `result` if the code set one; otherwise the "
		 "value of the name assigned by the last statement (x = ...); otherwise null. "
		 "Values are returned as JSON (tuples and sets as arrays, big ints and nan/inf as "
		 "strings, other objects as their repr). print() output is returned in `logs`.\n"
		 "Allowed imports: %s. Anything else (os, sys, subprocess, socket, io, ...) is "
		 "refused, as are open(), eval(), exec() and access to dunder internals.\n"
		 "Limits: %g s wall clock by default (timeout_s, up to %g s), %u MiB of memory, "
		 "%u characters of printed output (head and tail are kept), %u KiB of code. "
		 "No files, network, processes or environment variables; each call runs in a "
		 "fresh process, so nothing persists between calls.",
		 imports, l->timeout_s, l->timeout_max_s, l->memory_mb, l->log_cap, l->max_code >> 10);
	json_object_object_add(t, "name", json_object_new_string(TOOL_NAME));
	json_object_object_add(t, "title", json_object_new_string("Run Python (sandboxed)"));
	json_object_object_add(t, "description", json_object_new_string(desc));
	json_object_object_add(t, "inputSchema", json_tokener_parse(
		"{\"type\":\"object\",\"properties\":{"
		"\"code\":{\"type\":\"string\",\"description\":\"Python 3.11 source to run as a module body\"},"
		"\"timeout_s\":{\"type\":\"number\",\"exclusiveMinimum\":0,"
		"\"description\":\"wall-clock limit in seconds (capped by the server maximum)\"}},"
		"\"required\":[\"code\"],\"additionalProperties\":false}"));
	json_object_object_add(t, "outputSchema", json_tokener_parse(output_schema));
	json_object_object_add(ann, "title", json_object_new_string("Run Python (sandboxed)"));
	json_object_object_add(ann, "readOnlyHint", json_object_new_boolean(1));
	json_object_object_add(ann, "destructiveHint", json_object_new_boolean(0));
	json_object_object_add(ann, "idempotentHint", json_object_new_boolean(0));
	json_object_object_add(ann, "openWorldHint", json_object_new_boolean(0));
	json_object_object_add(t, "annotations", ann);
	return t;
}

static int bad(json_object **err, const char *type, const char *msg)
{
	*err = pool_error_object(type, msg, 0.0);
	return -1;
}

int tool_parse_args(json_object *args, const struct pol_limits *l, const char **code,
		    size_t *len, double *timeout_s, json_object **err)
{
	json_object *c = NULL, *t = NULL;
	char msg[256];

	if (args == NULL)
		return bad(err, "InvalidArguments", "missing required argument 'code' (a string of Python source)");
	if (!json_object_is_type(args, json_type_object))
		return bad(err, "InvalidArguments", "arguments must be an object");
	json_object_object_foreach(args, key, val) {
		(void)val;
		if (strcmp(key, "code") != 0 && strcmp(key, "timeout_s") != 0) {
			snprintf(msg, sizeof(msg), "unknown argument '%.100s' (expected: code, timeout_s)", key);
			return bad(err, "InvalidArguments", msg);
		}
	}
	if (!json_object_object_get_ex(args, "code", &c))
		return bad(err, "InvalidArguments", "missing required argument 'code' (a string of Python source)");
	if (!json_object_is_type(c, json_type_string))
		return bad(err, "InvalidArguments", "argument 'code' must be a string");
	*code = json_object_get_string(c);
	*len = (size_t)json_object_get_string_len(c);
	if (*len > l->max_code) {
		snprintf(msg, sizeof(msg), "the code is %zu bytes; the limit is %u bytes", *len, l->max_code);
		return bad(err, "CodeTooLarge", msg);
	}
	/* json-c turns "\ud800" into bytes that are not UTF-8: refuse them here. */
	if (!utf8_valid(*code, *len))
		return bad(err, "InvalidArguments", "argument 'code' is not valid Unicode (lone surrogate)");
	*timeout_s = l->timeout_s;
	if (json_object_object_get_ex(args, "timeout_s", &t)) {
		double v;
		if (!json_object_is_type(t, json_type_int) && !json_object_is_type(t, json_type_double))
			return bad(err, "InvalidArguments", "argument 'timeout_s' must be a number of seconds");
		v = json_object_get_double(t);
		if (!isfinite(v) || v <= 0)
			return bad(err, "InvalidArguments", "argument 'timeout_s' must be a positive number");
		*timeout_s = v < l->timeout_max_s ? v : l->timeout_max_s;
	}
	return 0;
}

json_object *tool_result(json_object *structured)
{
	json_object *r = json_object_new_object(), *content = json_object_new_array();
	json_object *text = json_object_new_object(), *err = NULL;

	json_object_object_get_ex(structured, "error", &err);
	json_object_object_add(text, "type", json_object_new_string("text"));
	json_object_object_add(text, "text", json_object_new_string(json_object_to_json_string_ext(
		structured, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE)));
	json_object_array_add(content, text);
	json_object_object_add(r, "content", content);
	json_object_object_add(r, "structuredContent", structured);
	json_object_object_add(r, "isError", json_object_new_boolean(err != NULL));
	return r;
}
