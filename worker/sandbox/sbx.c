/* SPDX-License-Identifier: MIT */
/* Kernel confinement of the template and of each worker: the one security boundary.
 *
 * Everything here must hold when user code runs arbitrary native code inside the worker:
 * the Python layer is only a policy (docs/TRUST.md). */
#define _GNU_SOURCE
#include "worker/sandbox/sbx.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/futex.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/capability.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <grp.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <linux/securebits.h>
#include <unistd.h>
#include "policy/policy.h"
#include "proto/frame.h"
#include "proto/util.h"

/* ---- template isolation (best effort) ---- */

static int write_file(const char *path, const char *s)
{
	_cleanup_close_ int fd = open(path, O_WRONLY | O_CLOEXEC);
	size_t n = strlen(s);

	if (fd < 0)
		return -errno;
	if (write(fd, s, n) != (ssize_t)n)
		return -EIO;
	return 0;
}

static bool empty_root(void)
{
	static const char *const dirs[] = { "/tmp", "/mnt", "/var/tmp", "/run" };

	/* A private, empty, read-only tmpfs as the root: even a worker whose seccomp filter
	 * failed open would find no file to read. Mount propagation is made private first so
	 * nothing leaks back into the host's mount table. */
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(dirs); i++) {
		if (mount("safepy", dirs[i], "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY,
			  "size=4k,nr_inodes=2,mode=0555") < 0)
			continue;
		if (chdir(dirs[i]) == 0 && chroot(".") == 0 && chdir("/") == 0)
			return true;
		return false;
	}
	return false;
}

/* The unprivileged identity a template started as root takes: a future gap in the
 * filter then meets the permissions of nobody, not of root. */
#define NOBODY 65534

/* Root's identity goes first, its capabilities stay (PR_SET_KEEPCAPS, raised again):
 * making the namespaces and the empty root needs them, and a user namespace created as
 * nobody maps only nobody, with no help from a process outside it. No supplementary group
 * survives (root, disk...: a user namespace could never drop them afterwards). */
static int become_nobody(void)
{
	cap_t caps;
	int r;

	if (setgroups(0, NULL) < 0 || prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) < 0 ||
	    setresgid(NOBODY, NOBODY, NOBODY) < 0 || setresuid(NOBODY, NOBODY, NOBODY) < 0)
		return -errno;
	if (prctl(PR_SET_KEEPCAPS, 0, 0, 0, 0) < 0 || getuid() != NOBODY || geteuid() != NOBODY ||
	    getgid() != NOBODY || getegid() != NOBODY)
		return -EPERM;
	caps = cap_get_proc();
	if (caps == NULL)
		return -errno;
	for (cap_value_t v = 0; v <= CAP_LAST_CAP; v++) {
		cap_flag_value_t f = CAP_CLEAR;
		if (cap_get_flag(caps, v, CAP_PERMITTED, &f) == 0 && f == CAP_SET)
			(void)cap_set_flag(caps, CAP_EFFECTIVE, 1, &v, CAP_SET);
	}
	r = cap_set_proc(caps) < 0 ? -errno : 0;
	(void)cap_free(caps);
	return r;
}

uint32_t sbx_isolate_template(void)
{
	uint32_t bits = 0;
	char map[64];
	bool root = getuid() == 0 || geteuid() == 0;

	if (!root || become_nobody() == 0)
		bits |= SBX_LAYER_UNPRIVILEGED;
	if (unshare(CLONE_NEWUSER) == 0) {
		uid_t uid = getuid();
		gid_t gid = getgid();

		bits |= SBX_LAYER_USERNS;
		/* Only this process's own ids exist inside, mapped to themselves: nobody (or the
		 * user) outside, never root. */
		(void)write_file("/proc/self/setgroups", "deny");
		snprintf(map, sizeof(map), "%u %u 1\n", (unsigned)uid, (unsigned)uid);
		(void)write_file("/proc/self/uid_map", map);
		snprintf(map, sizeof(map), "%u %u 1\n", (unsigned)gid, (unsigned)gid);
		(void)write_file("/proc/self/gid_map", map);
	}
	if (unshare(CLONE_NEWNET) == 0)
		bits |= SBX_LAYER_NETNS;
	if (unshare(CLONE_NEWIPC) == 0)
		bits |= SBX_LAYER_IPCNS;
	if (unshare(CLONE_NEWNS) == 0) {
		bits |= SBX_LAYER_MNTNS;
		if (empty_root())
			bits |= SBX_LAYER_EMPTYROOT;
	}
	return bits;
}

/* ---- worker lockdown ---- */

static void die(int status)
{
	/* stderr is /dev/null by now; the exit status names the failed step. */
	_exit(status);
}

static void lock_fds(int devnull)
{
	/* 0, 1, 2 become /dev/null: user code that reaches os.write(1, ...) writes nowhere,
	 * and the MCP stream is never among a worker's fds. Then every fd but the socket
	 * (POL_WORKER_FD) is closed. */
	for (int fd = 0; fd <= 2; fd++)
		if (dup3(devnull, fd, 0) < 0)
			die(SBX_EXIT_FDS);
	if (syscall(SYS_close_range, POL_WORKER_FD + 1, ~0U, 0) < 0)
		die(SBX_EXIT_FDS);
	if (fcntl(POL_WORKER_FD, F_GETFD) < 0)
		die(SBX_EXIT_FDS);
}

/* The memory limit user code gets, on top of what the worker holds back for its answer
 * (evaluator/reserve.c) and of the stack mapping the template grew in advance. */
static rlim_t as_limit(const struct sbx_config *c)
{
	return ((rlim_t)c->memory_mb << 20) + c->extra_as_bytes + ((rlim_t)c->stack_mb << 20);
}

static void lock_rlimits(const struct sbx_config *c)
{
	const struct { int res; rlim_t soft, hard; } t[] = {
		/* address space: MemoryError instead of swapping the machine */
		{ RLIMIT_AS, as_limit(c), as_limit(c) },
		/* CPU: SIGXCPU at soft, SIGKILL at hard; backstop behind the wall clock */
		{ RLIMIT_CPU, c->cpu_s, c->cpu_s + 1 },
		{ RLIMIT_FSIZE, 0, 0 },                 /* no file may grow */
		{ RLIMIT_NOFILE, c->nofile, c->nofile }, /* few fds */
		{ RLIMIT_NPROC, 0, 0 },                 /* no processes (ignored for root) */
		{ RLIMIT_CORE, 0, 0 },                  /* no core dumps of user data */
		{ RLIMIT_MEMLOCK, 0, 0 },
		{ RLIMIT_MSGQUEUE, 0, 0 },
		{ RLIMIT_STACK, (rlim_t)c->stack_mb << 20, (rlim_t)c->stack_mb << 20 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(t); i++) {
		struct rlimit rl = { t[i].soft, t[i].hard };
		if (setrlimit(t[i].res, &rl) < 0)
			die(SBX_EXIT_RLIMIT);
	}
}

/* Every capability gone: securebits locked (root is not special), the bounding set and
 * ambient set emptied, then effective, permitted and inheritable. A process left with
 * capabilities it cannot drop fails. */
static int drop_caps(void)
{
	cap_t caps = cap_get_proc();
	cap_flag_value_t setpcap = CAP_CLEAR;
	bool any = false;

	if (caps == NULL)
		return -1;
	if (cap_get_flag(caps, CAP_SETPCAP, CAP_EFFECTIVE, &setpcap) < 0) {
		(void)cap_free(caps);
		return -1;
	}
	for (cap_value_t v = 0; v <= CAP_LAST_CAP; v++) {
		cap_flag_value_t f = CAP_CLEAR;
		if (cap_get_flag(caps, v, CAP_PERMITTED, &f) == 0 && f == CAP_SET)
			any = true;
	}
	(void)cap_free(caps);
	if (setpcap == CAP_SET) {
		/* Lock the root-is-special rules off, then empty the bounding set. */
		if (prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED |
			  SECBIT_NO_SETUID_FIXUP | SECBIT_NO_SETUID_FIXUP_LOCKED |
			  SECBIT_KEEP_CAPS_LOCKED | SECBIT_NO_CAP_AMBIENT_RAISE |
			  SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED, 0, 0, 0) < 0)
			return -1;
		for (cap_value_t v = 0; v <= CAP_LAST_CAP; v++)
			if (cap_drop_bound(v) < 0 && errno != EINVAL)
				return -1;
	} else if (any) {
		return -1;
	}
	/* Without CAP_SETPCAP and with nothing permitted, the bounding set is unreachable:
	 * no_new_privs and the filter forbid the execve that could use it. */
	if (cap_reset_ambient() < 0)
		return -1;
	caps = cap_init();
	if (caps == NULL || cap_set_proc(caps) < 0) {
		(void)cap_free(caps);
		return -1;
	}
	(void)cap_free(caps);
	return 0;
}

/* The template already dropped everything (sbx_confine_template), so in a worker this
 * finds nothing permitted and only re-asserts the empty sets: checked anyway. */
static void lock_caps(void)
{
	if (drop_caps() < 0)
		die(SBX_EXIT_CAPS);
}

static void sigsys_reporter(int sig, siginfo_t *si, void *uc)
{
	uint8_t f[9] = { 0, 0, 0, 5, PROTO_DENIED };
	uint32_t nr = (uint32_t)si->si_syscall;

	/* Tell the supervisor which call was refused, then die by the default action: a
	 * number no table lists is killed by the filter's default, whatever the handler's
	 * state. Advisory only: the supervisor trusts the exit signal, not this frame. */
	f[5] = nr >> 24; f[6] = nr >> 16; f[7] = nr >> 8; f[8] = nr;
	(void)!write(POL_WORKER_FD, f, sizeof(f));
	syscall(4095);
	_exit(SBX_EXIT_SECCOMP);
}

static int add_rule(scmp_filter_ctx ctx, uint32_t act, int nr, enum pol_args args)
{
	/* PRIVATE and ANONYMOUS both required; NORESERVE and STACK optional; nothing else. */
	const uint64_t mmap_mask = ~(uint64_t)(MAP_NORESERVE | MAP_STACK);
	const uint64_t mmap_want = MAP_PRIVATE | MAP_ANONYMOUS;
	const int priv = FUTEX_PRIVATE_FLAG;
	static const int futex_ops[] = { FUTEX_WAIT, FUTEX_WAKE, FUTEX_WAIT_BITSET, FUTEX_WAKE_BITSET };
	int r = 0;

	switch (args) {
	case POL_ARGS_ANY:
		return seccomp_rule_add(ctx, act, nr, 0);
	case POL_ARGS_READ_OWN:
		return seccomp_rule_add(ctx, act, nr, 1, SCMP_A0(SCMP_CMP_EQ, POL_WORKER_FD));
	case POL_ARGS_WRITE_OWN:
		for (int fd = 1; fd <= POL_WORKER_FD && r == 0; fd++)
			r = seccomp_rule_add(ctx, act, nr, 1, SCMP_A0(SCMP_CMP_EQ, (uint64_t)fd));
		return r;
	case POL_ARGS_MMAP_NOEXEC:
		return seccomp_rule_add(ctx, act, nr, 2, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0),
					SCMP_A3(SCMP_CMP_MASKED_EQ, mmap_mask, mmap_want));
	case POL_ARGS_MPROTECT_NOEXEC:
		return seccomp_rule_add(ctx, act, nr, 1, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
	case POL_ARGS_MREMAP_MOVE:
		return seccomp_rule_add(ctx, act, nr, 1,
					SCMP_A3(SCMP_CMP_MASKED_EQ, ~(uint64_t)MREMAP_MAYMOVE, 0));
	case POL_ARGS_MADVISE_FREE:
		r = seccomp_rule_add(ctx, act, nr, 1, SCMP_A2(SCMP_CMP_EQ, MADV_DONTNEED));
		if (r == 0)
			r = seccomp_rule_add(ctx, act, nr, 1, SCMP_A2(SCMP_CMP_EQ, MADV_FREE));
		if (r == 0) /* a new worker copies the template's hot pages (perf/hot.c) */
			r = seccomp_rule_add(ctx, act, nr, 1, SCMP_A2(SCMP_CMP_EQ, 23 /* MADV_POPULATE_WRITE */));
		return r ? r : seccomp_rule_add(ctx, act, nr, 1, SCMP_A2(SCMP_CMP_EQ, MADV_HUGEPAGE));
	case POL_ARGS_CLOCK:
		return seccomp_rule_add(ctx, act, nr, 1, SCMP_A0(SCMP_CMP_LT, 16));
	case POL_ARGS_GETRANDOM_NB:
		return seccomp_rule_add(ctx, act, nr, 1,
					SCMP_A2(SCMP_CMP_MASKED_EQ, ~(uint64_t)GRND_NONBLOCK, 0));
	case POL_ARGS_SCHED_IDLE_SELF:
		return seccomp_rule_add(ctx, act, nr, 2, SCMP_A0(SCMP_CMP_EQ, 0),
					SCMP_A1(SCMP_CMP_EQ, SCHED_IDLE));
	case POL_ARGS_FUTEX_PRIVATE:
		for (size_t i = 0; i < ARRAY_SIZE(futex_ops) && r == 0; i++) {
			r = seccomp_rule_add(ctx, act, nr, 1, SCMP_A1(SCMP_CMP_EQ, futex_ops[i] | priv));
			if (r == 0)
				r = seccomp_rule_add(ctx, act, nr, 1, SCMP_A1(SCMP_CMP_EQ,
						     futex_ops[i] | priv | FUTEX_CLOCK_REALTIME));
		}
		return r;
	}
	return -EINVAL;
}

static uint32_t action_of(const struct pol_syscall *s)
{
	switch (s->action) {
	case POL_ALLOW: return SCMP_ACT_ALLOW;
	case POL_ERRNO: return SCMP_ACT_ERRNO((uint32_t)s->errnum);
	case POL_KILL: return SCMP_ACT_TRAP; /* reported by sigsys_reporter, then killed */
	}
	return SCMP_ACT_KILL_PROCESS;
}

/* Two filters, compiled once in the template by libseccomp and kept as the BPF programs
 * it exported (see pol_template_allow): the long one is attached to the template, so
 * every worker inherits it; a worker attaches only the short one. Attaching is what costs
 * (the kernel emulates a new filter for every syscall number to build its cache). */
struct prog {
	struct sock_filter *insns;
	unsigned short len;
};
static struct prog stage1, stage2;

static bool template_allowed(const char *name)
{
	return pol_listed(pol_template_allow, name);
}

static int export_prog(scmp_filter_ctx ctx, struct prog *out)
{
	int pfd[2], r;
	struct sock_filter *insns;
	ssize_t n = 0;

	if (pipe2(pfd, O_CLOEXEC) < 0)
		return -errno;
	r = seccomp_export_bpf(ctx, pfd[1]);
	safe_close(pfd[1]);
	insns = r == 0 ? malloc(BPF_MAXINSNS * sizeof(*insns)) : NULL;
	if (insns == NULL && r == 0)
		r = -ENOMEM;
	while (r == 0) {
		ssize_t k = read(pfd[0], (char *)insns + n, BPF_MAXINSNS * sizeof(*insns) - (size_t)n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			r = -errno;
		if (k <= 0)
			break;
		n += k;
	}
	safe_close(pfd[0]);
	if (r == 0 && (n <= 0 || n % (ssize_t)sizeof(*insns) != 0))
		r = -EINVAL;
	if (r < 0) {
		free(insns);
		return r;
	}
	out->insns = insns;
	out->len = (unsigned short)(n / (ssize_t)sizeof(*insns));
	return 0;
}

static scmp_filter_ctx new_ctx(uint32_t def)
{
	scmp_filter_ctx ctx = seccomp_init(def);

	/* Wrong architecture (i386, x32): kill the whole process, in both stages. */
	if (ctx != NULL && (seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) < 0 ||
			    seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 1) < 0)) {
		seccomp_release(ctx);
		return NULL;
	}
	return ctx;
}

/* Stage 1: the table, with the template's calls allowed. Default: kill the process. */
static int build_stage1(struct prog *out)
{
	scmp_filter_ctx ctx = new_ctx(SCMP_ACT_KILL_PROCESS);
	const uint64_t fork_flags = CLONE_PARENT | SIGCHLD;
	int r = ctx ? 0 : -ENOMEM;

	for (size_t i = 0; i < pol_syscalls_n && r == 0; i++) {
		const struct pol_syscall *s = &pol_syscalls[i];
		int nr = seccomp_syscall_resolve_name(s->name);
		if (nr == __NR_SCMP_ERROR || nr < 0)
			continue; /* not a syscall on this architecture */
		if (!template_allowed(s->name))
			r = add_rule(ctx, action_of(s), nr, s->args);
		else if (strcmp(s->name, "clone") == 0) {
			r = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, nr, 1, SCMP_A0(SCMP_CMP_EQ, fork_flags));
			if (r == 0)
				r = seccomp_rule_add(ctx, action_of(s), nr, 1, SCMP_A0(SCMP_CMP_NE, fork_flags));
		} else
			r = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, nr, 0);
	}
	if (r == 0)
		r = export_prog(ctx, out);
	seccomp_release(ctx);
	return r;
}

/* Stage 2: default allow (stage 1 already decides everything else); the template's calls
 * get their table action back. */
static int build_stage2(struct prog *out)
{
	scmp_filter_ctx ctx = new_ctx(SCMP_ACT_ALLOW);
	int r = ctx ? 0 : -ENOMEM;

	for (size_t i = 0; i < pol_syscalls_n && r == 0; i++) {
		const struct pol_syscall *s = &pol_syscalls[i];
		int nr = seccomp_syscall_resolve_name(s->name);
		if (nr == __NR_SCMP_ERROR || nr < 0 || !template_allowed(s->name))
			continue;
		r = add_rule(ctx, action_of(s), nr, s->args);
	}
	if (r == 0)
		r = export_prog(ctx, out);
	seccomp_release(ctx);
	return r;
}

int sbx_prepare_filter(void)
{
	int r = 0;

	/* Every template-only call must be in the table, or stage 2 could not take it back. */
	for (const struct pol_rule *m = pol_template_allow; m->name && r == 0; m++) {
		bool found = false;
		for (size_t i = 0; i < pol_syscalls_n; i++)
			found |= strcmp(pol_syscalls[i].name, m->name) == 0;
		if (!found)
			r = -EINVAL;
	}
	if (r == 0 && stage1.insns == NULL)
		r = build_stage1(&stage1);
	if (r == 0 && stage2.insns == NULL)
		r = build_stage2(&stage2);
	return r;
}

static int attach(const struct prog *p)
{
	struct sock_fprog fprog = { .len = p->len, .filter = p->insns };

	/* SPEC_ALLOW: without it the kernel forces Speculative Store Bypass Disable on every
	 * seccomp-confined task, which costs CPU-bound Python 30-50%. SSB is an in-process
	 * side channel; a worker holds no secret (empty environment, one request, its own
	 * code and data only), so the trade is made here and documented in TRUST.md. */
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_SPEC_ALLOW, &fprog) < 0)
		return -errno;
	return 0;
}

int sbx_confine_template(void)
{
	int r = sbx_prepare_filter();

	if (r < 0)
		return r;
	/* Its namespaces are made: the template needs no capability to fork, and dropping
	 * them here (bounding set included) spares every worker ~45 system calls. */
	if (drop_caps() < 0)
		return -EPERM;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		return -errno;
	return attach(&stage1);
}

static int attach_worker_filter(void)
{
	struct sigaction sa = { .sa_sigaction = sigsys_reporter, .sa_flags = SA_SIGINFO };

	if (sigaction(SIGSYS, &sa, NULL) < 0)
		return -errno;
	return attach(&stage2);
}

int sbx_apply_filter(void)
{
	int r = sbx_confine_template();

	return r < 0 ? r : attach_worker_filter();
}

void sbx_lockdown(int devnull, const struct sbx_config *c)
{
	lock_fds(devnull);
	lock_rlimits(c);
	lock_caps();
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		die(SBX_EXIT_NNP);
	/* The template's filter is already inherited; this adds the worker's own. */
	if (attach_worker_filter() < 0)
		die(SBX_EXIT_SECCOMP);
}
