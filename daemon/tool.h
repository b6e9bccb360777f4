/* SPDX-License-Identifier: MIT */
/* tool_: the run_python tool: its declaration, its arguments, its result. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <json-c/json.h>
#include "policy/policy.h"

#define TOOL_NAME "run_python"

json_object *tool_declaration(const struct pol_limits *l, const char *const *extra_imports,
			      const char *science, const char *const *denied_imports);
struct tool_args {
	const char *code;     /* points into the arguments object */
	size_t len;
	double timeout_s;
	const char *session;  /* NULL: a fresh worker, nothing kept */
	bool reset;           /* with session: drop its state first */
};

/* 0 and the call's arguments, or -1 and *err = an error output object. */
int tool_parse_args(json_object *args, const struct pol_limits *l, struct tool_args *a,
		    json_object **err);
/* Wraps an output object (taken) into a CallToolResult. */
json_object *tool_result(json_object *structured);
/* Server instructions for initialize. */
const char *tool_instructions(const struct pol_limits *l);
