/* SPDX-License-Identifier: MIT */
/* sbx_: confinement of the template and of each worker. */
#pragma once
#include <stdint.h>

struct sbx_config {
	uint32_t memory_mb;
	uint32_t cpu_s;
	uint32_t nofile;
	uint32_t stack_mb;
	uint64_t extra_as_bytes; /* address space already mapped that memory_mb does not count */
};

/* Optional layers the template got (reported to the supervisor in HELLO). */
enum {
	SBX_LAYER_USERNS = 1u << 0,
	SBX_LAYER_NETNS = 1u << 1,
	SBX_LAYER_IPCNS = 1u << 2,
	SBX_LAYER_MNTNS = 1u << 3,
	SBX_LAYER_EMPTYROOT = 1u << 4,
	SBX_LAYER_UNPRIVILEGED = 1u << 5, /* not root: never was, or dropped to nobody */
};

/* Best-effort namespaces and an empty read-only root for the template, after Python has
 * loaded every file it will ever need; a template started as root ends as nobody. Returns
 * the SBX_LAYER_* bits obtained. The parent-death signal is reset by the change of
 * identity: the caller sets it again. */
uint32_t sbx_isolate_template(void);

/* The worker's lockdown: fds, rlimits, capabilities, no_new_privs, seccomp, in that
 * order. Any failure ends the process (exit status 64 + step): never run unconfined. */
void sbx_lockdown(int devnull, const struct sbx_config *c);

/* Compile the filter once (template, before isolation); 0 or a negative errno. */
int sbx_prepare_filter(void);
/* The template confines itself with the first filter (no_new_privs + stage 1); workers
 * inherit it and add the second in sbx_lockdown. */
int sbx_confine_template(void);
/* Both filters and the SIGSYS reporter (on POL_WORKER_FD), as a worker ends up: the
 * try-syscall test uses it, so it tests this exact policy. */
int sbx_apply_filter(void);

/* Exit statuses of a lockdown failure, so the supervisor can name the step. */
enum {
	SBX_EXIT_FDS = 64,
	SBX_EXIT_RLIMIT = 65,
	SBX_EXIT_CAPS = 66,
	SBX_EXIT_NNP = 67,
	SBX_EXIT_SECCOMP = 68,
	SBX_EXIT_PROTOCOL = 69,
	SBX_EXIT_PYTHON = 70,
};
