/* SPDX-License-Identifier: MIT */
/* The output object's construction and checks (see outcome.h). */
#define _GNU_SOURCE
#include "daemon/outcome.h"
#include <seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "proto/jsonrpc.h"
#include "proto/png.h"
#include "proto/util.h"

json_object *out_ms(double ms)
{
	char s[32];

	snprintf(s, sizeof(s), "%.3f", ms);
	return json_object_new_double_s(ms, s);
}

json_object *out_error(const char *type, const char *message, double duration_ms)
{
	json_object *o = json_object_new_object(), *e = json_object_new_object();

	json_object_object_add(e, "type", json_object_new_string(type));
	json_object_object_add(e, "message", json_object_new_string(message));
	json_object_object_add(e, "line", NULL);
	json_object_object_add(e, "traceback", json_object_new_string(""));
	json_object_object_add(o, "result", NULL);
	json_object_object_add(o, "result_type", NULL);
	json_object_object_add(o, "logs", json_object_new_string(""));
	json_object_object_add(o, "logs_truncated", json_object_new_boolean(0));
	json_object_object_add(o, "error", e);
	json_object_object_add(o, "duration_ms", out_ms(duration_ms));
	return o;
}

static int check_shape(json_object *o)
{
	json_object *v, *e;
	static const char *const keys[] = { "result", "result_type", "logs", "logs_truncated", "error" };

	size_t n = json_object_object_length(o);

	/* The five members, and the figures' two where there are figures. */
	if (!json_object_is_type(o, json_type_object) ||
	    (n != 5 && !(n == 7 && json_object_object_get_ex(o, "figures", NULL) &&
			 json_object_object_get_ex(o, "figures_dropped", NULL))))
		return -1;
	for (size_t i = 0; i < ARRAY_SIZE(keys); i++)
		if (!json_object_object_get_ex(o, keys[i], NULL))
			return -1;
	json_object_object_get_ex(o, "result_type", &v);
	if (v != NULL && !json_object_is_type(v, json_type_string))
		return -1;
	json_object_object_get_ex(o, "logs", &v);
	if (!json_object_is_type(v, json_type_string))
		return -1;
	json_object_object_get_ex(o, "logs_truncated", &v);
	if (!json_object_is_type(v, json_type_boolean))
		return -1;
	json_object_object_get_ex(o, "error", &e);
	if (e == NULL)
		return 0;
	if (!json_object_is_type(e, json_type_object) || json_object_object_length(e) != 4)
		return -1;
	json_object_object_get_ex(o, "result", &v);
	if (v != NULL)
		return -1; /* an error carries no result */
	if (!json_object_object_get_ex(e, "type", &v) || !json_object_is_type(v, json_type_string) ||
	    json_object_get_string_len(v) == 0 || json_object_get_string_len(v) > 200)
		return -1;
	if (!json_object_object_get_ex(e, "message", &v) || !json_object_is_type(v, json_type_string))
		return -1;
	if (!json_object_object_get_ex(e, "traceback", &v) || !json_object_is_type(v, json_type_string))
		return -1;
	if (!json_object_object_get_ex(e, "line", &v) || (v != NULL && !json_object_is_type(v, json_type_int)))
		return -1;
	return 0;
}

/* The worker's figures, [{"png": base64}, ...]: each a well-formed PNG, within the
 * count and byte limits. Each becomes {"width", "height", "bytes", "data"}: what
 * structuredContent tells, and the base64 text tool_result moves into an image block. */
static int check_figures(json_object *o, const struct pol_limits *l, const char **why)
{
	json_object *figs, *dropped;
	size_t total = 0, n;

	if (!json_object_object_get_ex(o, "figures", &figs))
		return 0;
	json_object_object_get_ex(o, "figures_dropped", &dropped);
	*why = "sent figures that are not valid";
	if (!json_object_is_type(figs, json_type_array) || !json_object_is_type(dropped, json_type_int) ||
	    json_object_get_int64(dropped) < 0 || json_object_get_int64(dropped) > 1000000)
		return -1;
	n = json_object_array_length(figs);
	if (n > l->max_figures || (n == 0 && json_object_get_int64(dropped) == 0))
		return -1;
	for (size_t i = 0; i < n; i++) {
		json_object *f = json_object_array_get_idx(figs, i), *png, *m;
		struct png_info info;
		if (!json_object_is_type(f, json_type_object) || json_object_object_length(f) != 1 ||
		    !json_object_object_get_ex(f, "png", &png) || !json_object_is_type(png, json_type_string))
			return -1;
		if (png_check_b64(json_object_get_string(png), (size_t)json_object_get_string_len(png),
				  l->max_figure_bytes - total, &info) < 0) {
			*why = "sent a figure that is not a well-formed PNG within the limits";
			return -1;
		}
		total += info.bytes;
		m = json_object_new_object();
		json_object_object_add(m, "width", json_object_new_int64(info.width));
		json_object_object_add(m, "height", json_object_new_int64(info.height));
		json_object_object_add(m, "bytes", json_object_new_int64((int64_t)info.bytes));
		json_object_object_add(m, "data", json_object_get(png));
		json_object_array_put_idx(figs, i, m);
	}
	return 0;
}

int out_check_result(json_object *o, const struct pol_limits *l, const char **why)
{
	if (check_shape(o) < 0) {
		*why = "sent a RESULT that is not a valid result object";
		return -1;
	}
	if (check_figures(o, l, why) < 0)
		return -1;
	/* json-c takes NaN and Infinity (and reads 1e999 as one); written onto the MCP
	 * stream, a client's JSON.parse would refuse the whole line. */
	if (!jrpc_all_finite(o)) {
		*why = "sent a RESULT with a number that is not finite (NaN or Infinity)";
		return -1;
	}
	return 0;
}

static const char *syscall_name(int nr, char *buf, size_t n)
{
	char *name = nr >= 0 ? seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr) : NULL;

	if (name != NULL) {
		snprintf(buf, n, "%s", name);
		free(name);
	} else {
		snprintf(buf, n, "#%d", nr);
	}
	return buf;
}

void out_death(const struct out_death *d, const struct pol_limits *l, char *type, size_t tn,
	       char *msg, size_t mn)
{
	int status = d->status;
	double cpu = d->cpu_s;
	char nm[64];

	if (d->timed_out) {
		snprintf(type, tn, "TimeoutError");
		snprintf(msg, mn, "execution took longer than the %g s time limit and was stopped",
			 d->timeout_s);
	} else if (d->perr != NULL) {
		snprintf(type, tn, "WorkerProtocolError");
		snprintf(msg, mn, "the worker %s and was killed", d->perr);
	} else if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);
		if (sig == SIGSYS && d->denied_nr >= 0) {
			snprintf(type, tn, "WorkerKilled");
			snprintf(msg, mn, "killed by the seccomp filter: system call %s is not allowed",
				 syscall_name(d->denied_nr, nm, sizeof(nm)));
		} else if (sig == SIGSYS) {
			snprintf(type, tn, "WorkerKilled");
			snprintf(msg, mn, "killed by the seccomp filter: a system call outside the allowlist");
		} else if (sig == SIGXCPU || (sig == SIGKILL && cpu >= pol_cpu_limit(l) - 0.5)) {
			snprintf(type, tn, "CPULimitExceeded");
			snprintf(msg, mn, "used more than the %u s CPU time limit%s", pol_cpu_limit(l),
				 d->session ? " (a session's calls share it: this session used it up)" : "");
		} else {
			snprintf(type, tn, "WorkerKilled");
			snprintf(msg, mn, "the worker was killed by signal %s%s", sigabbrev_np(sig) ? sigabbrev_np(sig) : "?",
				 sig == SIGSEGV || sig == SIGBUS ? " (a crash, often a C stack overflow from deep nesting)" : "");
		}
	} else if (WEXITSTATUS(status) >= 64 && WEXITSTATUS(status) <= 70 && !d->ran) {
		static const char *const steps[] = { "fds", "rlimits", "capabilities", "no_new_privs",
						     "seccomp", "protocol", "Python" };
		snprintf(type, tn, "InternalError");
		snprintf(msg, mn, "the worker could not confine itself (step: %s); nothing was run",
			 steps[WEXITSTATUS(status) - 64]);
	} else {
		snprintf(type, tn, "WorkerKilled");
		snprintf(msg, mn, "the worker exited (status %d) without a result", WEXITSTATUS(status));
	}
}
