/* SPDX-License-Identifier: MIT */
/* The run_python tool contract (docs/CONTRACT.md). */
#include "daemon/outcome.h"
#include "daemon/tool.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "daemon/pool.h"
#include "daemon/session.h"
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
	"\"duration_ms\":{\"type\":\"number\"},"
	"\"figures\":{\"type\":\"array\",\"description\":\"the matplotlib figures returned, in order, "
	"each as an image content block after the text block\",\"items\":{\"type\":\"object\","
	"\"properties\":{\"width\":{\"type\":\"integer\"},\"height\":{\"type\":\"integer\"},"
	"\"bytes\":{\"type\":\"integer\"}},\"required\":[\"width\",\"height\",\"bytes\"]}},"
	"\"figures_dropped\":{\"type\":\"integer\",\"description\":\"figures not returned (over the "
	"per-call count or size limit)\"},"
	"\"session\":{\"type\":\"object\",\"description\":\"the session the call ran in\","
	"\"properties\":{\"name\":{\"type\":\"string\"},\"new\":{\"type\":\"boolean\"}},"
	"\"required\":[\"name\",\"new\"]}},"
	"\"required\":[\"result\",\"result_type\",\"logs\",\"logs_truncated\",\"error\",\"duration_ms\"]}";

const char *tool_instructions(const struct pol_limits *l)
{
	if (!l->sessions)
		return "safepy runs Python 3.11 code for you with the run_python tool: real CPython "
		       "speed, in a sandbox with no files, no network, no processes and no "
		       "environment. Use it for calculations, data manipulation, parsing and checking "
		       "logic. Each call starts from a fresh interpreter: nothing persists between calls.";
	return "safepy runs Python 3.11 code for you with the run_python tool: real CPython "
	       "speed, in a sandbox with no files, no network, no processes and no "
	       "environment. Use it for calculations, data manipulation, parsing and checking "
	       "logic. Each call starts from a fresh interpreter, unless it names a session: "
	       "calls naming the same session share their variables, functions and imports.";
}

/* The arguments: code and timeout_s, and session and reset where sessions are offered. */
static json_object *input_schema(const struct pol_limits *l)
{
	json_object *o = json_tokener_parse(

		"{\"type\":\"object\",\"properties\":{"
		"\"code\":{\"type\":\"string\",\"description\":\"Python 3.11 source to run as a module body\"},"
		"\"timeout_s\":{\"type\":\"number\",\"exclusiveMinimum\":0,"
		"\"description\":\"wall-clock limit in seconds (capped by the server maximum)\"},"
		"\"session\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_.-]{1,64}$\","
		"\"description\":\"run in this named session: the globals of the earlier calls naming it "
		"are kept (omit it for a fresh interpreter)\"},"
		"\"reset\":{\"type\":\"boolean\",\"description\":\"with session: drop the session's "
		"state first\"}},"
		"\"required\":[\"code\"],\"additionalProperties\":false}");
	json_object *props;

	if (!l->sessions && json_object_object_get_ex(o, "properties", &props)) {
		json_object_object_del(props, "session");
		json_object_object_del(props, "reset");
	}
	return o;
}

/* The description's paragraph on sessions (none where they are turned off). */
static void sessions_text(const struct pol_limits *l, char *out, size_t n)
{
	if (!l->sessions) {
		snprintf(out, n, "Each call starts from a fresh interpreter: nothing persists between calls.\n");
		return;
	}
	snprintf(out, n,
		 "Sessions: each call starts from a fresh interpreter, unless it names a `session`: "
		 "calls naming the same session run one after another in the same globals, so "
		 "variables, functions and imports defined by one call are there in the next "
		 "(load data once, then inspect it or fix one function without resending the rest). "
		 "`reset: true` starts the session afresh. A session ends after %g s without a call, "
		 "or when a call in it times out, runs out of memory or is cancelled; the next call "
		 "naming it is then told so.\n", l->session_idle_s);
}

/* The paragraph on the scientific libraries, where some are offered. */
static void science_text(const struct pol_limits *l, const char *science, char *out, size_t n)
{
	if (science == NULL || science[0] == '\0') {
		snprintf(out, n, "%s", "");
		return;
	}
	snprintf(out, n,
		 "Scientific libraries: %s (with their usual submodules). numpy arrays come back as "
		 "nested lists, DataFrames as {repr, shape, columns, index, data}, sympy objects as "
		 "their str. matplotlib figures (Agg) open at the end of the call or at plt.show() are "
		 "returned as PNG images (at most %u per call); do not call savefig with a path. The "
		 "first call that names one of them may take a few seconds once; a session that uses "
		 "them must name one in its first call.\n",
		 science, l->max_figures);
}

static bool listed(const char *const *v, const char *name)
{
	for (; v && *v; v++)
		if (strcmp(*v, name) == 0)
			return true;
	return false;
}

json_object *tool_declaration(const struct pol_limits *l, const char *const *extra, const char *science,
			      const char *const *denied)
{
	json_object *t = json_object_new_object(), *ann = json_object_new_object();
	char imports[2048] = "", desc[5120], sess[1024], sci[1024];
	size_t used = 0;

	for (const struct pol_rule *m = pol_default_imports; m->name; m++)
		if (!listed(denied, m->name))
			used += (size_t)snprintf(imports + used, sizeof(imports) - used, "%s%s", used ? ", " : "", m->name);
	for (const char *const *e = extra; e && *e && used < sizeof(imports); e++)
		used += (size_t)snprintf(imports + used, sizeof(imports) - used, ", %s", *e);
	sessions_text(l, sess, sizeof(sess));
	science_text(l, science, sci, sizeof(sci));
	snprintf(desc, sizeof(desc),
		 "Run Python 3.11 code in a sandbox and return its result and printed output.\n"
		 "Result: if the last statement is an expression whose value is not None, that "
		 "value; otherwise the global variable `result` if the code set one; otherwise the "
		 "value of the name assigned by the last statement (x = ...); otherwise null. "
		 "Values are returned as JSON (tuples and sets as arrays, big ints and nan/inf as "
		 "strings, other objects as their repr). print() output is returned in `logs`.\n"
		 "%s"
		 "Allowed imports: %s. %s"
		 "Anything else (os, sys, subprocess, socket, pathlib, ...) is "
		 "refused, as are open(), eval(), exec() and the interpreter's internals "
		 "(__globals__, __code__, __subclasses__, frames). There are no files: build data "
		 "in the code (io.StringIO where a library wants a file).\n"
		 "Limits: %g s wall clock by default (timeout_s, up to %g s), %u MiB of memory, "
		 "%u characters of printed output (head and tail are kept), %u KiB of code. "
		 "No files, network, processes or environment variables.",
		 sess, imports, sci, l->timeout_s, l->timeout_max_s, l->memory_mb, l->log_cap,
		 l->max_code >> 10);
	json_object_object_add(t, "name", json_object_new_string(TOOL_NAME));
	json_object_object_add(t, "title", json_object_new_string("Run Python (sandboxed)"));
	json_object_object_add(t, "description", json_object_new_string(desc));
	json_object_object_add(t, "inputSchema", input_schema(l));
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
	*err = out_error(type, msg, 0.0);
	return -1;
}

/* The optional session arguments. */
static int parse_session(json_object *args, const struct pol_limits *l, struct tool_args *a,
			 json_object **err)
{
	json_object *v;

	a->session = NULL;
	a->reset = false;
	if (json_object_object_get_ex(args, "session", &v)) {
		if (!json_object_is_type(v, json_type_string) ||
		    !sess_name_valid(json_object_get_string(v), (size_t)json_object_get_string_len(v)))
			return bad(err, "InvalidArguments", "argument 'session' must be a name of 1 to 64 "
				   "letters, digits, '_', '.' or '-'");
		a->session = json_object_get_string(v);
	}
	if (json_object_object_get_ex(args, "reset", &v)) {
		if (!json_object_is_type(v, json_type_boolean))
			return bad(err, "InvalidArguments", "argument 'reset' must be true or false");
		if (a->session == NULL)
			return bad(err, "InvalidArguments", "argument 'reset' goes with 'session' (a call "
				   "without one starts afresh anyway)");
		a->reset = json_object_get_boolean(v);
	}
	if (a->session != NULL && !l->sessions)
		return bad(err, "SessionsOff", "sessions are turned off on this server (--no-sessions): call "
			   "without `session`");
	return 0;
}

int tool_parse_args(json_object *args, const struct pol_limits *l, struct tool_args *a,
		    json_object **err)
{
	static const char *const known[] = { "code", "timeout_s", "session", "reset" };
	json_object *c = NULL, *t = NULL;
	char msg[256];

	if (args == NULL)
		return bad(err, "InvalidArguments", "missing required argument 'code' (a string of Python source)");
	if (!json_object_is_type(args, json_type_object))
		return bad(err, "InvalidArguments", "arguments must be an object");
	json_object_object_foreach(args, key, val) {
		bool ok = false;
		(void)val;
		for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
			ok |= strcmp(key, known[i]) == 0;
		if (!ok) {
			snprintf(msg, sizeof(msg), "unknown argument '%.100s' (expected: code, timeout_s, session, reset)", key);
			return bad(err, "InvalidArguments", msg);
		}
	}
	if (!json_object_object_get_ex(args, "code", &c))
		return bad(err, "InvalidArguments", "missing required argument 'code' (a string of Python source)");
	if (!json_object_is_type(c, json_type_string))
		return bad(err, "InvalidArguments", "argument 'code' must be a string");
	a->code = json_object_get_string(c);
	a->len = (size_t)json_object_get_string_len(c);
	if (a->len > l->max_code) {
		snprintf(msg, sizeof(msg), "the code is %zu bytes; the limit is %u bytes", a->len, l->max_code);
		return bad(err, "CodeTooLarge", msg);
	}
	/* json-c turns "\ud800" into bytes that are not UTF-8: refuse them here. */
	if (!utf8_valid(a->code, a->len))
		return bad(err, "InvalidArguments", "argument 'code' is not valid Unicode (lone surrogate)");
	a->timeout_s = l->timeout_s;
	if (json_object_object_get_ex(args, "timeout_s", &t)) {
		double v;
		if (!json_object_is_type(t, json_type_int) && !json_object_is_type(t, json_type_double))
			return bad(err, "InvalidArguments", "argument 'timeout_s' must be a number of seconds");
		v = json_object_get_double(t);
		if (!isfinite(v) || v <= 0)
			return bad(err, "InvalidArguments", "argument 'timeout_s' must be a positive number");
		a->timeout_s = v < l->timeout_max_s ? v : l->timeout_max_s;
	}
	return parse_session(args, l, a, err);
}

/* The figures' PNG (base64, checked by out_check_result) leave the output object for
 * image blocks, which follow the text block in order. */
static void figure_blocks(json_object *structured, json_object *content)
{
	json_object *figs, *data;

	if (!json_object_object_get_ex(structured, "figures", &figs))
		return;
	for (size_t i = 0; i < json_object_array_length(figs); i++) {
		json_object *f = json_object_array_get_idx(figs, i), *img;
		if (!json_object_object_get_ex(f, "data", &data))
			continue;
		img = json_object_new_object();
		json_object_object_add(img, "type", json_object_new_string("image"));
		json_object_object_add(img, "data", json_object_get(data));
		json_object_object_add(img, "mimeType", json_object_new_string("image/png"));
		json_object_array_add(content, img);
		json_object_object_del(f, "data");
	}
}

json_object *tool_result(json_object *structured)
{
	json_object *r = json_object_new_object(), *content = json_object_new_array();
	json_object *text = json_object_new_object(), *err = NULL, *images = json_object_new_array();

	json_object_object_get_ex(structured, "error", &err);
	figure_blocks(structured, images);
	json_object_object_add(text, "type", json_object_new_string("text"));
	json_object_object_add(text, "text", json_object_new_string(json_object_to_json_string_ext(
		structured, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE)));
	json_object_array_add(content, text);
	for (size_t i = 0; i < json_object_array_length(images); i++)
		json_object_array_add(content, json_object_get(json_object_array_get_idx(images, i)));
	json_object_put(images);
	json_object_object_add(r, "content", content);
	json_object_object_add(r, "structuredContent", structured);
	json_object_object_add(r, "isError", json_object_new_boolean(err != NULL));
	return r;
}
