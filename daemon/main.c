/* SPDX-License-Identifier: MIT */
/* safepy: the MCP front end and supervisor. It never runs user code and never links
 * libpython: Python lives in safepy-worker processes it starts and watches. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <unistd.h>
#include "config.h"
#include "daemon/ev.h"
#include "daemon/log.h"
#include "daemon/mcp.h"
#include "daemon/opts.h"
#include "daemon/pool.h"
#include "daemon/run.h"
#include "daemon/science.h"
#include "daemon/serve.h"
#include "proto/jsonrpc.h"
#include "worker/sandbox/sbx.h"

struct app {
	struct ev *ev;
	struct pool *pool;
	struct opts *o;
	int sigfd;
	int status;
};

static void on_signal(void *ctx, uint32_t events)
{
	struct app *a = ctx;
	struct signalfd_siginfo si;

	while (read(a->sigfd, &si, sizeof(si)) == (ssize_t)sizeof(si)) {
		log_info("signal %s: shutting down", sigabbrev_np((int)si.ssi_signo) ?: "?");
		ev_stop(a->ev);
	}
}

static void on_session_closed(void *ctx, struct mcp_session *s)
{
	struct app *a = ctx;

	(void)s;
	ev_stop(a->ev);
}

static json_object *limits_json(const struct pol_limits *l)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "timeout_s", json_object_new_double(l->timeout_s));
	json_object_object_add(o, "timeout_max_s", json_object_new_double(l->timeout_max_s));
	json_object_object_add(o, "memory_mib", json_object_new_int64(l->memory_mb));
	json_object_object_add(o, "cpu_s", json_object_new_int64(pol_cpu_limit(l)));
	json_object_object_add(o, "log_cap_chars", json_object_new_int64(l->log_cap));
	json_object_object_add(o, "max_code_bytes", json_object_new_int64(l->max_code));
	json_object_object_add(o, "max_result_bytes", json_object_new_int64(l->max_result));
	json_object_object_add(o, "recursion_limit", json_object_new_int64(l->recursion_limit));
	json_object_object_add(o, "int_max_str_digits", json_object_new_int64(l->int_max_str_digits));
	json_object_object_add(o, "pool", json_object_new_int64(l->pool));
	json_object_object_add(o, "max_workers", json_object_new_int64(l->max_workers));
	json_object_object_add(o, "open_files", json_object_new_int64(l->nofile));
	json_object_object_add(o, "stack_mib", json_object_new_int64(l->stack_mb));
	json_object_object_add(o, "max_figures", json_object_new_int64(l->max_figures));
	json_object_object_add(o, "max_figure_bytes", json_object_new_int64(l->max_figure_bytes));
	json_object_object_add(o, "file_size", json_object_new_int64(0));
	json_object_object_add(o, "processes", json_object_new_int64(0));
	json_object_object_add(o, "core_dumps", json_object_new_int64(0));
	return o;
}

static json_object *sessions_json(const struct pol_limits *l)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "enabled", json_object_new_boolean(l->sessions));
	json_object_object_add(o, "max_per_connection", json_object_new_int64(l->max_sessions));
	json_object_object_add(o, "max_server_wide", json_object_new_int64(
		l->max_workers > 1 ? l->max_workers - 1 : 0));
	json_object_object_add(o, "idle_s", json_object_new_double(l->session_idle_s));
	return o;
}

static json_object *modules_json(const struct pol_rule *t, const char *const *extra,
				 const char *const *taken)
{
	json_object *a = json_object_new_array();

	for (; t->name; t++) {
		if (sci_denied(t->name, taken))
			continue;
		json_object *m = json_object_new_object();
		json_object_object_add(m, "name", json_object_new_string(t->name));
		json_object_object_add(m, "reason", json_object_new_string(t->reason));
		json_object_array_add(a, m);
	}
	for (; extra && *extra; extra++) {
		json_object *m = json_object_new_object();
		json_object_object_add(m, "name", json_object_new_string(*extra));
		json_object_object_add(m, "reason", json_object_new_string("--allow-import"));
		json_object_array_add(a, m);
	}
	return a;
}

static const char *const arg_names[] = {
	[POL_ARGS_ANY] = NULL, [POL_ARGS_READ_OWN] = "fd is the worker's socket",
	[POL_ARGS_WRITE_OWN] = "fd is the socket or /dev/null (1, 2)",
	[POL_ARGS_MMAP_NOEXEC] = "no PROT_EXEC; private anonymous only",
	[POL_ARGS_MPROTECT_NOEXEC] = "no PROT_EXEC", [POL_ARGS_MREMAP_MOVE] = "MREMAP_MAYMOVE only",
	[POL_ARGS_MADVISE_FREE] = "MADV_DONTNEED, MADV_FREE, MADV_HUGEPAGE or MADV_POPULATE_WRITE",
	[POL_ARGS_CLOCK] = "clock ids 0..15", [POL_ARGS_GETRANDOM_NB] = "GRND_NONBLOCK at most",
	[POL_ARGS_FUTEX_PRIVATE] = "private wait/wake",
	[POL_ARGS_SCHED_IDLE_SELF] = "this process, SCHED_IDLE only",
};

/* The CPython the worker embeds (cmake/python.cmake). */
static json_object *python_json(void)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "version", json_object_new_string(SAFEPY_PYTHON_VERSION));
	json_object_object_add(o, "libpython", json_object_new_string(SAFEPY_PYTHON_LINKAGE));
	json_object_object_add(o, "stdlib", json_object_new_string(SAFEPY_PYTHON_STDLIB));
	return o;
}

static json_object *rules_json(const struct pol_rule *t)
{
	json_object *o = json_object_new_object();

	for (; t->name; t++)
		json_object_object_add(o, t->name, json_object_new_string(t->reason));
	return o;
}

/* The Python layer's rules: a guide rail with clear errors, not the boundary. */
static json_object *python_policy_json(void)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "denied_attributes", rules_json(pol_denied_attrs));
	json_object_object_add(o, "removed_builtins", rules_json(pol_removed_builtins));
	json_object_object_add(o, "removed_module_names", rules_json(pol_removed_module_names));
	json_object_object_add(o, "audit_events_from_user_code", rules_json(pol_audit_user));
	json_object_object_add(o, "audit_events_from_the_stdlib", rules_json(pol_audit_stdlib));
	json_object_object_add(o, "other_audit_events", json_object_new_string(
		"refused while user code runs (SandboxError; import: ModuleNotFoundError)"));
	return o;
}

static int print_policy(struct app *a)
{
	json_object *o = json_object_new_object(), *sc = json_object_new_array(), *layers;
	int l = pool_layers(a->pool);

	json_object_object_add(o, "version", json_object_new_string(SAFEPY_VERSION));
	json_object_object_add(o, "python", python_json());
	json_object_object_add(o, "limits", limits_json(&a->o->lim));
	json_object_object_add(o, "sessions", sessions_json(&a->o->lim));
	json_object_object_add(o, "allowed_imports", modules_json(pol_default_imports, a->o->extra_imports,
									     a->o->denied_imports));
	json_object_object_add(o, "denied_imports", modules_json(pol_denied_imports, NULL, NULL));
	json_object_object_add(o, "scientific_imports", sci_json(a->o->python_paths, a->o->denied_imports));
	{
		json_object *t = json_object_new_array();
		for (const char *const *d = a->o->denied_imports; *d; d++)
			json_object_array_add(t, json_object_new_string(*d));
		json_object_object_add(o, "taken_away_imports", t);
	}
	for (size_t i = 0; i < pol_syscalls_n; i++) {
		const struct pol_syscall *s = &pol_syscalls[i];
		json_object *e = json_object_new_object();
		json_object_object_add(e, "name", json_object_new_string(s->name));
		json_object_object_add(e, "action", json_object_new_string(pol_action_name(s->action)));
		if (s->action == POL_ERRNO)
			json_object_object_add(e, "errno", json_object_new_string(strerrorname_np(s->errnum) ?: "?"));
		if (arg_names[s->args])
			json_object_object_add(e, "only_if", json_object_new_string(arg_names[s->args]));
		json_object_object_add(e, "reason", json_object_new_string(s->reason));
		json_object_array_add(sc, e);
	}
	json_object_object_add(o, "seccomp", json_object_new_string(
		"allowlist; default and wrong architecture: kill the process"));
	json_object_object_add(o, "syscalls", sc);
	json_object_object_add(o, "capabilities", json_object_new_string(
		"all dropped (effective, permitted, inheritable, ambient, bounding); no_new_privs set"));
	layers = json_object_new_object();
	json_object_object_add(layers, "template_started", json_object_new_boolean(l >= 0));
	json_object_object_add(layers, "user_namespace", json_object_new_boolean(l >= 0 && (l & SBX_LAYER_USERNS)));
	json_object_object_add(layers, "network_namespace", json_object_new_boolean(l >= 0 && (l & SBX_LAYER_NETNS)));
	json_object_object_add(layers, "ipc_namespace", json_object_new_boolean(l >= 0 && (l & SBX_LAYER_IPCNS)));
	json_object_object_add(layers, "mount_namespace", json_object_new_boolean(l >= 0 && (l & SBX_LAYER_MNTNS)));
	json_object_object_add(layers, "empty_root", json_object_new_boolean(l >= 0 && (l & SBX_LAYER_EMPTYROOT)));
	json_object_object_add(layers, "unprivileged_uid", json_object_new_boolean(l >= 0 && (l & SBX_LAYER_UNPRIVILEGED)));
	json_object_object_add(o, "optional_layers", layers);
	json_object_object_add(o, "python_policy", python_policy_json());
	printf("%s\n", json_object_to_json_string_ext(o, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(o);
	return l >= 0 ? 0 : 1;
}

static double policy_wait_tick(void *ctx, double now)
{
	struct app *a = ctx;
	static double end;

	if (end == 0)
		end = now + 20;
	if (pool_layers(a->pool) >= 0 || now >= end) {
		ev_stop(a->ev);
		return now;
	}
	return now + 0.02;
}

int main(int argc, char **argv)
{
	/* The policy file's JSON lives as long as the options that point into it. */
	_cleanup_(opts_free) struct opts o = { 0 };
	struct app a = { .o = &o, .sigfd = -1 };
	struct mcp_session *s = NULL;
	struct serve *srv = NULL;
	struct pool_config pc;
	char mpl_cache[4096], science[256];
	sigset_t ss;
	int r = opts_parse(&o, argc, argv);

	if (r != 0)
		return r;
	if (o.cmd == CMD_HELP) {
		opts_usage(stdout);
		return 0;
	}
	if (o.cmd == CMD_VERSION) {
		printf("safepy %s (worker: CPython %s, %s libpython)\n", SAFEPY_VERSION, SAFEPY_PYTHON_VERSION,
		       SAFEPY_PYTHON_LINKAGE);
		return 0;
	}
	log_set_level(o.log_level);
	if ((o.cmd == CMD_SERVE || o.cmd == CMD_CONNECT) && !o.socket_path[0] &&
	    serve_default_path(o.socket_path, sizeof(o.socket_path)) < 0 &&
	    (o.cmd == CMD_CONNECT || !getenv("LISTEN_FDS"))) {
		fprintf(stderr, "safepy: XDG_RUNTIME_DIR is not set: give --socket PATH\n");
		return 2;
	}
	if (o.cmd == CMD_CONNECT) {
		/* A daemon that drops the connection is an EPIPE to report, not a signal. */
		signal(SIGPIPE, SIG_IGN);
		return serve_connect(o.socket_path);
	}
	if (access(o.worker_path, X_OK) < 0) {
		log_err("cannot run the worker %s: %s (use --worker PATH)", o.worker_path, strerror(errno));
		return o.cmd == CMD_RUN ? RUN_EXIT_INTERNAL : 1;
	}
	/* Signals arrive through signalfds; SIGPIPE never kills us (EPIPE is handled). */
	sigemptyset(&ss);
	sigaddset(&ss, SIGCHLD);
	sigaddset(&ss, SIGTERM);
	sigaddset(&ss, SIGINT);
	sigaddset(&ss, SIGHUP);
	sigprocmask(SIG_BLOCK, &ss, NULL);
	signal(SIGPIPE, SIG_IGN);
	if (o.cmd == CMD_RUN) /* one call: one warm worker, no more */
		o.lim.pool = o.lim.max_workers = 1;
	a.ev = ev_new();
	pc = (struct pool_config){ .lim = o.lim, .worker_path = o.worker_path,
				   .extra_imports = o.extra_imports, .denied_imports = o.denied_imports,
				   .python_paths = o.python_paths,
				   .science = sci_any(o.python_paths, o.denied_imports),
				   .preload_science = o.preload_science,
				   .test_no_python_layer = o.test_no_python_layer };
	/* matplotlib builds its font list once per cache directory; without one it would
	 * build it at every start of the science template. */
	if (pc.science && sci_cache_dir(mpl_cache, sizeof(mpl_cache)) == 0)
		pc.mpl_cache = mpl_cache;
	sci_list(o.python_paths, o.denied_imports, science, sizeof(science));
	if (a.ev != NULL)
		a.pool = pool_new(a.ev, &pc);
	sigdelset(&ss, SIGCHLD);
	a.sigfd = signalfd(-1, &ss, SFD_NONBLOCK | SFD_CLOEXEC);
	if (a.pool == NULL || a.sigfd < 0 || ev_add(a.ev, a.sigfd, EPOLLIN, on_signal, &a) < 0) {
		log_err("cannot start: %s", strerror(errno));
		return 1;
	}
	if (o.cmd == CMD_MCP) {
		struct mcp_config mc = { .lim = &o.lim, .extra_imports = o.extra_imports, .science = science,
					 .denied_imports = o.denied_imports,
					 .max_line = 4 * (size_t)o.lim.max_code + (64u << 10) };
		s = mcp_new(a.ev, a.pool, &mc, STDIN_FILENO, STDOUT_FILENO, on_session_closed, &a);
		if (s == NULL) {
			log_err("cannot serve stdio: %s", strerror(errno));
			return 1;
		}
	} else if (o.cmd == CMD_SERVE) {
		struct mcp_config mc = { .lim = &o.lim, .extra_imports = o.extra_imports, .science = science,
					 .denied_imports = o.denied_imports,
					 .max_line = 4 * (size_t)o.lim.max_code + (64u << 10) };
		srv = serve_new(a.ev, a.pool, &mc, o.socket_path);
		if (srv == NULL)
			return 1;
		serve_notify_ready();
	} else if (o.cmd == CMD_POLICY) {
		(void)ev_add_tick(a.ev, policy_wait_tick, &a);
	}
	if (o.cmd == CMD_RUN)
		a.status = run_file(a.ev, a.pool, &o);
	else if (ev_run(a.ev) < 0)
		log_err("event loop failed: %s", strerror(errno));
	if (o.cmd == CMD_POLICY)
		a.status = print_policy(&a);
	mcp_shutdown_begins();
	mcp_free(s);
	serve_free(srv);
	pool_free(a.pool);
	ev_free(a.ev);
	return a.status;
}
