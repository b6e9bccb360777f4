/* SPDX-License-Identifier: MIT */
/* Command line parsing: every number goes through one checked parser. */
#define _GNU_SOURCE
#include "daemon/opts.h"
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <json-c/json.h>
#include "config.h"

void opts_usage(FILE *f)
{
	fprintf(f,
		"usage: safepy COMMAND [OPTIONS]\n"
		"\n"
		"Run untrusted Python in pre-forked, seccomp-confined workers.\n"
		"\n"
		"commands:\n"
		"  mcp              serve MCP (the run_python tool) on stdin/stdout\n"
		"  serve            one daemon for many clients, on a Unix socket (or the one\n"
		"                   systemd passes); readiness via sd_notify\n"
		"  connect          bridge stdin/stdout to a running `safepy serve` (for MCP\n"
		"                   clients that spawn a command)\n"
		"  run FILE|-       run one file (or stdin) in the sandbox and exit; for CI.\n"
		"                   Prints the logs, then the result or the error. Exit status:\n"
		"                     0 success, 1 Python error or sandbox refusal,\n"
		"                     2 usage error, 3 limit hit (timeout, memory, CPU, killed),\n"
		"                     4 internal error\n"
		"  policy           print the effective policy as JSON and exit\n"
		"\n"
		"options:\n"
		"  --timeout SEC        default wall-clock limit per call (default 30)\n"
		"  --max-timeout SEC    largest timeout_s a caller may ask for (default 300)\n"
		"  --memory MIB         address-space limit of a worker (default 512)\n"
		"  --log-cap CHARS      printed output kept per call (default 65536)\n"
		"  --max-code BYTES     largest code accepted (default 1048576)\n"
		"  --pool N             warm workers kept ready (default: number of CPUs, at least 2)\n"
		"  --max-workers N      calls running at once (default: 2 x CPUs, at least 4)\n"
		"  --allow-import NAME  also allow importing NAME (never one on the deny list); it\n"
		"                       is imported at start, from the stdlib, the site packages\n"
		"                       or a --python-path directory\n"
		"  --deny-import NAME   take NAME (a module allowed by default: json, numpy, ...)\n"
		"                       away again\n"
		"  --python-path DIR    another directory of modules for --allow-import (a venv's\n"
		"                       site-packages), searched before the system's\n"
		"  --preload science    start the scientific template (numpy, pandas, scipy,\n"
		"                       sympy, matplotlib, seaborn) with the server, not on\n"
		"                       first need\n"
		"  --max-figures N      matplotlib figures returned per call (default 4)\n"
		"  --max-figure-bytes N PNG bytes returned per call (default 2097152)\n"
		"  --figures DIR        run: write the call's figures into DIR as figure-N.png\n"
		"  --max-sessions N     named sessions one connection may hold (default 8)\n"
		"  --session-idle SEC   a session ends after SEC without a call (default 900)\n"
		"  --no-sessions        refuse run_python's `session` argument\n"
		"  --json               run: print the whole output object as JSON\n"
		"  --socket PATH        serve, connect: the socket (default $XDG_RUNTIME_DIR/safepy.sock,\n"
		"                       else /run/user/UID/safepy.sock)\n"
		"  --policy FILE        limits and imports from a JSON file; options given on the\n"
		"                       command line win. Keys: timeout_s, max_timeout_s, memory_mib,\n"
		"                       log_cap, max_code_bytes, pool, max_workers, allow_imports,\n"
		"                       deny_imports, python_path, preload, max_figures,\n"
		"                       max_figure_bytes, sessions, max_sessions, session_idle_s\n"
		"  --worker PATH        the safepy-worker program (default: beside safepy, then %s)\n"
		"  --log-level LEVEL    error, warning, info (default) or debug; logs go to stderr\n"
		"  -h, --help           show this help\n"
		"  -V, --version        show the version\n",
		SAFEPY_LIBEXECDIR);
}

static int parse_double(const char *s, double lo, double hi, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !isfinite(v) || v < lo || v > hi)
		return -EINVAL;
	*out = v;
	return 0;
}

static int parse_u32(const char *s, uint32_t lo, uint32_t hi, uint32_t *out)
{
	char *end;
	unsigned long long v;

	errno = 0;
	if (*s == '-' || *s == '+')
		return -EINVAL;
	v = strtoull(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return -EINVAL;
	*out = (uint32_t)v;
	return 0;
}

static void default_worker(struct opts *o)
{
	char exe[3072];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	/* Beside ourselves (the build tree), else the installed libexec directory. */
	if (n > 0) {
		char *slash;
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash != NULL) {
			*slash = '\0';
			snprintf(o->worker_path, sizeof(o->worker_path), "%s/safepy-worker", exe);
			if (access(o->worker_path, X_OK) == 0)
				return;
		}
	}
	snprintf(o->worker_path, sizeof(o->worker_path), "%s/safepy-worker", SAFEPY_LIBEXECDIR);
}

static __attribute__((format(printf, 1, 2))) int bad(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "safepy: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	opts_usage(stderr);
	return 2;
}

static int add_import(struct opts *o, const char *name)
{
	int r = pol_import_allowed(name);

	if (r < 0) {
		bad("allowing import of '%s': %s", name, r == -EPERM ? "it is on the deny list" : "not a module name");
		return -1;
	}
	if (o->n_imports >= OPTS_MAX_IMPORTS) {
		bad("too many allowed imports (at most %d)", OPTS_MAX_IMPORTS);
		return -1;
	}
	if (!pol_is_default_import(name))
		o->extra_imports[o->n_imports++] = name;
	return 0;
}

static int deny_import(struct opts *o, const char *name)
{
	if (pol_import_allowed(name) == -EINVAL) {
		bad("taking away '%s': not a module name", name);
		return -1;
	}
	if (o->n_denied >= OPTS_MAX_IMPORTS) {
		bad("too many taken-away imports (at most %d)", OPTS_MAX_IMPORTS);
		return -1;
	}
	o->denied_imports[o->n_denied++] = name;
	/* matplotlib's toolkits are matplotlib: they go with it; seaborn draws with
	 * matplotlib and pandas: it goes with either. */
	if (strcmp(name, "matplotlib") == 0 && o->n_denied < OPTS_MAX_IMPORTS)
		o->denied_imports[o->n_denied++] = "mpl_toolkits";
	if ((strcmp(name, "matplotlib") == 0 || strcmp(name, "pandas") == 0) &&
	    o->n_denied < OPTS_MAX_IMPORTS)
		o->denied_imports[o->n_denied++] = "seaborn";
	return 0;
}

static int add_path(struct opts *o, const char *dir)
{
	/* Absolute: the template resolves it after moving to "/". A colon would split it. */
	if (dir[0] != '/' || strchr(dir, ':') != NULL || strlen(dir) >= 4096) {
		bad("--python-path %s: must be an absolute directory path without ':'", dir);
		return -1;
	}
	if (access(dir, R_OK | X_OK) < 0) {
		bad("--python-path %s: %s", dir, strerror(errno));
		return -1;
	}
	if (o->n_paths >= OPTS_MAX_PATHS) {
		bad("too many --python-path directories (at most %d)", OPTS_MAX_PATHS);
		return -1;
	}
	o->python_paths[o->n_paths++] = dir;
	return 0;
}

static int preload(struct opts *o, const char *what)
{
	if (strcmp(what, "science") != 0) {
		bad("--preload %s: the only template to preload is 'science'", what);
		return -1;
	}
	o->preload_science = true;
	return 0;
}

/* A policy file's array of strings, each given to add. */
static int pol_strings(struct opts *o, json_object *v, const char *key,
		       int (*add)(struct opts *, const char *))
{
	if (!json_object_is_type(v, json_type_array)) {
		bad("policy file: '%s' must be an array of strings", key);
		return -1;
	}
	for (size_t i = 0; i < json_object_array_length(v); i++) {
		json_object *e = json_object_array_get_idx(v, i);
		if (!json_object_is_type(e, json_type_string)) {
			bad("policy file: '%s' must contain strings", key);
			return -1;
		}
		if (add(o, json_object_get_string(e)) < 0)
			return -1;
	}
	return 0;
}

static int pol_number(json_object *v, const char *key, double lo, double hi, double *out)
{
	double d;

	if (!json_object_is_type(v, json_type_int) && !json_object_is_type(v, json_type_double)) {
		bad("policy file: '%s' must be a number", key);
		return -1;
	}
	d = json_object_get_double(v);
	if (!isfinite(d) || d < lo || d > hi) {
		bad("policy file: '%s' must be between %g and %g", key, lo, hi);
		return -1;
	}
	*out = d;
	return 0;
}

static int pol_uint(json_object *v, const char *key, uint32_t lo, uint32_t hi, uint32_t *out)
{
	double d;

	if (!json_object_is_type(v, json_type_int)) {
		bad("policy file: '%s' must be an integer", key);
		return -1;
	}
	if (pol_number(v, key, lo, hi, &d) < 0)
		return -1;
	*out = (uint32_t)d;
	return 0;
}

/* The policy file: a JSON object; unknown keys and bad values are refused by name. */
static int load_policy(struct opts *o, const char *path)
{
	json_object *root = json_object_from_file(path);
	struct pol_limits *l = &o->lim;
	int r = 0;

	if (root == NULL) {
		bad("cannot read policy file %s: %s", path, json_util_get_last_err());
		return -1;
	}
	/* Kept for the life of the process: allowed import names point into it. */
	json_object_put(o->policy);
	o->policy = root;
	if (!json_object_is_type(root, json_type_object)) {
		bad("policy file %s: must be a JSON object", path);
		return -1;
	}
	json_object_object_foreach(root, key, v) {
		if (strcmp(key, "timeout_s") == 0)
			r = pol_number(v, key, 0.001, 86400, &l->timeout_s);
		else if (strcmp(key, "max_timeout_s") == 0)
			r = pol_number(v, key, 0.001, 86400, &l->timeout_max_s);
		else if (strcmp(key, "memory_mib") == 0)
			r = pol_uint(v, key, 64, 1u << 20, &l->memory_mb);
		else if (strcmp(key, "log_cap") == 0)
			r = pol_uint(v, key, 16, 1u << 20, &l->log_cap);
		else if (strcmp(key, "max_code_bytes") == 0)
			r = pol_uint(v, key, 1, 4u << 20, &l->max_code);
		else if (strcmp(key, "pool") == 0)
			r = pol_uint(v, key, 0, 256, &l->pool);
		else if (strcmp(key, "max_workers") == 0)
			r = pol_uint(v, key, 1, 1024, &l->max_workers);
		else if (strcmp(key, "max_sessions") == 0)
			r = pol_uint(v, key, 1, 1024, &l->max_sessions);
		else if (strcmp(key, "session_idle_s") == 0)
			r = pol_number(v, key, 1, 7 * 86400, &l->session_idle_s);
		else if (strcmp(key, "max_figures") == 0)
			r = pol_uint(v, key, 0, 64, &l->max_figures);
		else if (strcmp(key, "max_figure_bytes") == 0)
			r = pol_uint(v, key, 0, 4u << 20, &l->max_figure_bytes);
		else if (strcmp(key, "deny_imports") == 0)
			r = pol_strings(o, v, key, deny_import);
		else if (strcmp(key, "python_path") == 0)
			r = pol_strings(o, v, key, add_path);
		else if (strcmp(key, "preload") == 0)
			r = pol_strings(o, v, key, preload);
		else if (strcmp(key, "sessions") == 0) {
			r = json_object_is_type(v, json_type_boolean) ? 0 : -1;
			if (r < 0)
				bad("policy file: '%s' must be true or false", key);
			else
				l->sessions = json_object_get_boolean(v);
		}
		else if (strcmp(key, "allow_imports") == 0) {
			r = 0;
			if (!json_object_is_type(v, json_type_array)) {
				bad("policy file: '%s' must be an array of module names", key);
				return -1;
			}
			for (size_t i = 0; i < json_object_array_length(v) && r == 0; i++) {
				json_object *e = json_object_array_get_idx(v, i);
				if (!json_object_is_type(e, json_type_string)) {
					bad("policy file: '%s' must contain strings", key);
					return -1;
				}
				r = add_import(o, json_object_get_string(e));
			}
		} else {
			bad("policy file %s: unknown key '%s'", path, key);
			return -1;
		}
		if (r < 0)
			return -1;
	}
	return 0;
}

int opts_parse(struct opts *o, int argc, char **argv)
{
	enum { O_TIMEOUT = 256, O_MAXTIMEOUT, O_MEMORY, O_LOGCAP, O_MAXCODE, O_POOL, O_MAXW,
	       O_ALLOW, O_WORKER, O_LOGLEVEL, O_NOPY, O_JSON, O_SOCKET, O_POLICY, O_MAXSESS,
	       O_SESSIDLE, O_NOSESS, O_DENY, O_PYPATH, O_PRELOAD, O_MAXFIG, O_FIGBYTES, O_FIGDIR };
	static const struct option lo[] = {
		{ "timeout", required_argument, NULL, O_TIMEOUT },
		{ "max-timeout", required_argument, NULL, O_MAXTIMEOUT },
		{ "memory", required_argument, NULL, O_MEMORY },
		{ "log-cap", required_argument, NULL, O_LOGCAP },
		{ "max-code", required_argument, NULL, O_MAXCODE },
		{ "pool", required_argument, NULL, O_POOL },
		{ "max-workers", required_argument, NULL, O_MAXW },
		{ "max-sessions", required_argument, NULL, O_MAXSESS },
		{ "session-idle", required_argument, NULL, O_SESSIDLE },
		{ "no-sessions", no_argument, NULL, O_NOSESS },
		{ "allow-import", required_argument, NULL, O_ALLOW },
		{ "deny-import", required_argument, NULL, O_DENY },
		{ "python-path", required_argument, NULL, O_PYPATH },
		{ "preload", required_argument, NULL, O_PRELOAD },
		{ "max-figures", required_argument, NULL, O_MAXFIG },
		{ "max-figure-bytes", required_argument, NULL, O_FIGBYTES },
		{ "figures", required_argument, NULL, O_FIGDIR },
		{ "worker", required_argument, NULL, O_WORKER },
		{ "log-level", required_argument, NULL, O_LOGLEVEL },
		{ "test-no-python-layer", no_argument, NULL, O_NOPY },
		{ "json", no_argument, NULL, O_JSON },
		{ "socket", required_argument, NULL, O_SOCKET },
		{ "policy", required_argument, NULL, O_POLICY },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	bool max_timeout_set = false;
	int c, longindex = 0;

	opts_free(o);
	memset(o, 0, sizeof(*o));
	pol_limits_default(&o->lim);
	if (ncpu < 1)
		ncpu = 1;
	o->lim.pool = ncpu < 2 ? 2 : (uint32_t)(ncpu > 16 ? 16 : ncpu);
	o->lim.max_workers = ncpu * 2 < 4 ? 4 : (uint32_t)(ncpu > 32 ? 64 : ncpu * 2);
	o->log_level = LOG_INFO;
	default_worker(o);
	if (argc >= 2 && argv[1][0] != '-') {
		if (strcmp(argv[1], "mcp") == 0)
			o->cmd = CMD_MCP;
		else if (strcmp(argv[1], "serve") == 0)
			o->cmd = CMD_SERVE;
		else if (strcmp(argv[1], "connect") == 0)
			o->cmd = CMD_CONNECT;
		else if (strcmp(argv[1], "run") == 0)
			o->cmd = CMD_RUN;
		else if (strcmp(argv[1], "policy") == 0)
			o->cmd = CMD_POLICY;
		else
			return bad("unknown command '%s'", argv[1]);
		argc--;
		argv++;
	}
	/* First pass: only --policy, so that every other option overrides the file. GNU
	 * argument permutation lets options follow FILE. */
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "hV", lo, &longindex)) != -1)
		if (c == O_POLICY && load_policy(o, optarg) < 0)
			return 2;
	optind = 1;
	while ((c = getopt_long(argc, argv, "hV", lo, &longindex)) != -1) {
		int r = 0;
		switch (c) {
		case 'h': o->cmd = CMD_HELP; return 0;
		case 'V': o->cmd = CMD_VERSION; return 0;
		case O_TIMEOUT: r = parse_double(optarg, 0.001, 86400, &o->lim.timeout_s); break;
		case O_MAXTIMEOUT:
			r = parse_double(optarg, 0.001, 86400, &o->lim.timeout_max_s);
			max_timeout_set = true;
			break;
		case O_MEMORY: r = parse_u32(optarg, 64, 1u << 20, &o->lim.memory_mb); break;
		case O_LOGCAP: r = parse_u32(optarg, 16, 1u << 20, &o->lim.log_cap); break;
		case O_MAXCODE: r = parse_u32(optarg, 1, 4u << 20, &o->lim.max_code); break;
		case O_POOL: r = parse_u32(optarg, 0, 256, &o->lim.pool); break;
		case O_MAXW: r = parse_u32(optarg, 1, 1024, &o->lim.max_workers); break;
		case O_MAXSESS: r = parse_u32(optarg, 1, 1024, &o->lim.max_sessions); break;
		case O_SESSIDLE: r = parse_double(optarg, 1, 7 * 86400, &o->lim.session_idle_s); break;
		case O_NOSESS: o->lim.sessions = false; break;
		case O_MAXFIG: r = parse_u32(optarg, 0, 64, &o->lim.max_figures); break;
		case O_FIGBYTES: r = parse_u32(optarg, 0, 4u << 20, &o->lim.max_figure_bytes); break;
		case O_DENY:
			if (deny_import(o, optarg) < 0)
				return 2;
			break;
		case O_PYPATH:
			if (add_path(o, optarg) < 0)
				return 2;
			break;
		case O_PRELOAD:
			if (preload(o, optarg) < 0)
				return 2;
			break;
		case O_FIGDIR:
			if (access(optarg, W_OK | X_OK) < 0)
				return bad("--figures %s: %s", optarg, strerror(errno));
			o->figures_dir = optarg;
			break;
		case O_ALLOW:
			if (add_import(o, optarg) < 0)
				return 2;
			break;
		case O_WORKER:
			if (strlen(optarg) >= sizeof(o->worker_path))
				return bad("--worker: path too long");
			snprintf(o->worker_path, sizeof(o->worker_path), "%s", optarg);
			break;
		case O_LOGLEVEL:
			if (strcmp(optarg, "error") == 0) o->log_level = LOG_ERR;
			else if (strcmp(optarg, "warning") == 0) o->log_level = LOG_WARN;
			else if (strcmp(optarg, "info") == 0) o->log_level = LOG_INFO;
			else if (strcmp(optarg, "debug") == 0) o->log_level = LOG_DEBUG;
			else r = -EINVAL;
			break;
		case O_NOPY: o->test_no_python_layer = true; break;
		case O_JSON: o->json = true; break;
		case O_SOCKET:
			if (strlen(optarg) >= sizeof(o->socket_path))
				return bad("--socket: path too long (at most %zu bytes)", sizeof(o->socket_path) - 1);
			snprintf(o->socket_path, sizeof(o->socket_path), "%s", optarg);
			break;
		case O_POLICY:
			break; /* read before the other options, so they win */
		case '?':
		default:
			return bad("unknown or incomplete option '%s'", argv[optind - 1]);
		}
		if (r < 0)
			return bad("bad value '%s' for --%s", optarg, lo[longindex].name);
	}
	if (o->cmd == CMD_RUN) {
		if (optind != argc - 1)
			return bad("run needs exactly one FILE (or - for stdin)");
		o->file = argv[optind++];
	}
	if (optind != argc)
		return bad("unexpected argument '%s'", argv[optind]);
	if (o->cmd == CMD_NONE)
		return bad("no command given");
	if (!max_timeout_set && o->lim.timeout_s > o->lim.timeout_max_s)
		o->lim.timeout_max_s = o->lim.timeout_s;
	if (o->lim.timeout_s > o->lim.timeout_max_s)
		return bad("--timeout is larger than --max-timeout");
	o->extra_imports[o->n_imports] = NULL;
	o->denied_imports[o->n_denied] = NULL;
	o->python_paths[o->n_paths] = NULL;
	return 0;
}

void opts_free(struct opts *o)
{
	json_object_put(o->policy);
	o->policy = NULL;
}
