/* SPDX-License-Identifier: MIT */
/* Starting a template process (see tplexec.h). */
#define _GNU_SOURCE
#include "daemon/tplexec.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "proto/util.h"

static _Noreturn void exec_child(const struct pool_config *cfg, bool science, int ctl)
{
	const struct pol_limits *l = &cfg->lim;
	char a[10][24];
	const char *argv[256];
	size_t n = 0;
	sigset_t none;
	int devnull;

	/* Child of fork(): restore default signal state, then fd 3 = control socket,
	 * 0/1 = /dev/null (the MCP stream never reaches the template), 2 = our log. */
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	signal(SIGPIPE, SIG_DFL);
	if (ctl == 3) {
		if (fcntl(3, F_SETFD, 0) < 0)
			_exit(127);
	} else if (dup2(ctl, 3) < 0) {
		_exit(127);
	}
	devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (devnull < 0 || dup2(devnull, 0) < 0 || dup2(devnull, 1) < 0)
		_exit(127);
	if (syscall(SYS_close_range, 4, ~0U, 0) < 0)
		_exit(127);
	argv[n++] = cfg->worker_path;
	{
		const struct { const char *name; unsigned val; } nums[] = {
			{ "--memory-mb", l->memory_mb }, { "--cpu-s", pol_cpu_limit(l) },
			{ "--nofile", l->nofile }, { "--stack-mb", l->stack_mb },
			{ "--log-cap", l->log_cap }, { "--max-result", l->max_result },
			{ "--recursion-limit", l->recursion_limit },
			{ "--int-max-str-digits", l->int_max_str_digits },
			{ "--max-figures", l->max_figures }, { "--max-figure-bytes", l->max_figure_bytes },
		};
		for (size_t i = 0; i < ARRAY_SIZE(nums); i++) {
			snprintf(a[i], sizeof(a[0]), "%u", nums[i].val);
			argv[n++] = nums[i].name;
			argv[n++] = a[i];
		}
	}
	{
		const struct { const char *opt; const char *const *v; } lists[] = {
			{ "--allow-import", cfg->extra_imports }, { "--deny-import", cfg->denied_imports },
			{ "--python-path", cfg->python_paths },
		};
		for (size_t i = 0; i < ARRAY_SIZE(lists); i++) {
			for (const char *const *e = lists[i].v; e && *e && n < ARRAY_SIZE(argv) - 8; e++) {
				argv[n++] = lists[i].opt;
				argv[n++] = *e;
			}
		}
	}
	if (science) {
		argv[n++] = "--science";
		if (cfg->mpl_cache) {
			argv[n++] = "--mpl-cache";
			argv[n++] = cfg->mpl_cache;
		}
	}
	if (cfg->test_no_python_layer)
		argv[n++] = "--test-no-python-layer";
	argv[n] = NULL;
	/* No environment from the client (API keys never reach Python), only two settings
	 * for the dynamic linker and libc, both read before main and cleared before Python
	 * starts. LD_BIND_NOW resolves every symbol in the template, so a forked worker does
	 * not write (copy-on-write fault) relocation pages on its first call of a function.
	 * glibc.malloc.hugetlb=1 grows the heap onto transparent huge pages: a call that
	 * builds a big dict takes a fault per 2 MiB, not per 4 KiB (worker/thp.c keeps the
	 * template's own heap in shape for it). */
	static const char *const envp[] = { "LD_BIND_NOW=1", "GLIBC_TUNABLES=glibc.malloc.hugetlb=1", NULL };

	execve(cfg->worker_path, (char *const *)argv, (char *const *)envp);
	fprintf(stderr, "safepy: cannot run %s: %s\n", cfg->worker_path, strerror(errno));
	_exit(127);
}

int tpl_exec(const struct pool_config *cfg, bool science, pid_t *pid, int *fd)
{
	int sv[2];
	pid_t p;

	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0)
		return -errno;
	p = fork();
	if (p < 0) {
		int e = errno;
		safe_close(sv[0]);
		safe_close(sv[1]);
		return -e;
	}
	if (p == 0) {
		safe_close(sv[0]);
		exec_child(cfg, science, sv[1]);
	}
	safe_close(sv[1]);
	*pid = p;
	*fd = sv[0];
	return 0;
}
