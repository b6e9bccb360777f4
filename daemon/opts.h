/* SPDX-License-Identifier: MIT */
/* opts_: command line of the safepy program, table-driven. */
#pragma once
#include <stdbool.h>
#include <stdio.h>
#include "daemon/log.h"
#include "policy/policy.h"

#define OPTS_MAX_IMPORTS 64
#define OPTS_MAX_PATHS 16

enum opts_cmd { CMD_NONE, CMD_MCP, CMD_RUN, CMD_SERVE, CMD_CONNECT, CMD_POLICY, CMD_HELP, CMD_VERSION };

struct opts {
	enum opts_cmd cmd;
	struct pol_limits lim;
	char worker_path[4096];
	const char *extra_imports[OPTS_MAX_IMPORTS + 1];
	int n_imports;
	const char *denied_imports[OPTS_MAX_IMPORTS + 1]; /* allowed ones taken away */
	int n_denied;
	const char *python_paths[OPTS_MAX_PATHS + 1];     /* more module directories */
	int n_paths;
	bool preload_science;    /* start the science template with the server */
	const char *figures_dir; /* run: where figures are written */
	enum log_level log_level;
	bool test_no_python_layer;
	bool json;               /* run: print the output object */
	const char *file;        /* run: FILE or - */
	char socket_path[108];   /* serve, connect */
	struct json_object *policy; /* the --policy file, kept: import names point into it */
};

/* 0 on success; on a usage error prints the reason and usage on stderr and returns 2. */
int opts_parse(struct opts *o, int argc, char **argv);
void opts_usage(FILE *f);
void opts_free(struct opts *o);
