/* SPDX-License-Identifier: MIT */
/* try_syscall: the worker's real seccomp filter (sbx_apply_filter(), built from
 * policy/syscalls.c) checked against the real kernel, one forked child per case.
 *
 * Each child puts one end of a SOCK_SEQPACKET pair on fd 3 (POL_WORKER_FD, where the
 * SIGSYS reporter writes its DENIED frame), sets no_new_privs, loads the filter, makes
 * exactly one system call with deliberately harmless arguments (bad fd, NULL or -1
 * pointers, zero lengths), writes a result record on fd 3 and exits. The parent decides:
 *
 *   ALLOW entries   the call returns (any return value or errno), never SIGSYS
 *   ERRNO entries   it returns -1 with exactly the table's errno
 *   KILL entries    the child dies by SIGSYS and a DENIED frame names the number
 *   anything else   the child dies by SIGSYS (the filter's default KILL_PROCESS)
 *
 * The table is walked generically (pol_syscalls), so a new entry is tested as soon as it
 * is added; entries with argument rules get an allowed and a refused argument set from
 * their rule type. Hand-written cases cover the argument edges and the hostile ABIs
 * (int $0x80, x32 numbers). Output is TAP-like and ends with "N passed, N failed". */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "policy/policy.h"
#include "proto/frame.h"
#include "proto/util.h"
#include "worker/sandbox/sbx.h"

#ifndef MREMAP_FIXED
#define MREMAP_FIXED 2
#endif
#ifndef GRND_INSECURE
#define GRND_INSECURE 0x0004
#endif
#ifndef SYS_clone3
#define SYS_clone3 435
#endif

#define X32_BIT 0x40000000L
/* Argument placeholders the child replaces with its own pid before loading the filter
 * (the SELF rule compares against the pid of the process that loaded it). */
#define ARG_SELF    0x5e1f00000001L
#define ARG_SELF_HI 0x5e1f00000002L /* own pid with bit 32 set */
#define CHILD_ALARM_S 5 /* a call that blocks because the filter let it through */

enum expect {
	EX_RETURN,  /* returns normally: any value or errno, never a signal */
	EX_ERRNO,   /* returns -1 with exactly .err */
	EX_TRAP,    /* SIGSYS death with a DENIED frame naming .nr (a POL_KILL entry) */
	EX_SIGSYS,  /* SIGSYS death (default or bad-arch KILL_PROCESS); a frame is not needed */
	EX_EXIT,    /* the process exits with status .err (exit, exit_group) */
	EX_UNKNOWN_RULE, /* an argument rule type added to policy.h that this file must learn */
};

struct tcase {
	char desc[160];
	long nr;
	long a[6];
	enum expect ex;
	int err;        /* EX_ERRNO: the errno; EX_EXIT: the status */
	long trap_nr;   /* EX_TRAP: the number the DENIED frame must name */
	long (*fn)(const struct tcase *); /* instead of syscall(nr, a...) */
	int (*setup)(void);               /* in the child, before the filter */
	bool passthrough_ok; /* EX_SIGSYS, or a kernel seccomp passthrough (see sweep_unlisted) */
};

struct outcome {
	int status;          /* from waitpid */
	bool have_result;
	int64_t ret;
	int32_t err;
	int n_denied;
	uint32_t denied[4];
};

struct result_rec {
	char tag[4];         /* "TRYR" */
	int64_t ret;
	int32_t err;
};

static int n_run, n_pass, n_fail;
static pid_t g_ppid;      /* the test process: "another process" for the children */
static int g_futex_word;
static bool g_int80_possible;

/* ---- the child ---- */

static volatile sig_atomic_t g_handler_ran;

static void timer_handler(int sig)
{
	(void)sig;
	g_handler_ran = 1;
}

/* rt_sigreturn can only "return normally" the way it is used: a signal handler returns
 * through libc's restorer. The handler is installed and a CPU-time timer armed before the
 * filter (rt_sigaction is refused after it; kill is a KILL entry), then the child spins,
 * making no system call, until the handler has run and returned. */
static int arm_cpu_timer(void)
{
	struct sigaction sa = { .sa_handler = timer_handler };
	struct itimerval it = { .it_value = { 0, 20000 } };

	if (sigaction(SIGVTALRM, &sa, NULL) < 0)
		return -1;
	return setitimer(ITIMER_VIRTUAL, &it, NULL);
}

static long via_signal_handler(const struct tcase *c)
{
	(void)c;
	for (volatile unsigned long i = 0; !g_handler_ran && i < 4000000000UL; i++)
		;
	if (!g_handler_ran) {
		errno = ETIMEDOUT;
		return -1;
	}
	return 0;
}

#if defined(__x86_64__)
/* An i386 system call through the legacy gate: the filter sees AUDIT_ARCH_I386. */
static long via_int80(const struct tcase *c)
{
	long ret;
	__asm__ volatile("int $0x80" : "=a"(ret) : "a"(c->nr), "b"(0L), "c"(0L), "d"(0L)
			 : "memory", "r8", "r9", "r10", "r11");
	if (ret < 0 && ret > -4096) {
		errno = (int)-ret;
		return -1;
	}
	return ret;
}
#endif

static __attribute__((noreturn)) void child(struct tcase *c, int fd)
{
	struct rlimit no_core = { 0, 0 };
	struct result_rec rec = { { 'T', 'R', 'Y', 'R' }, 0, 0 };
	long r;
	int e;

	for (int i = 0; i < 6; i++) {
		long *a = &c->a[i];
		if (*a == ARG_SELF)
			*a = getpid();
		else if (*a == ARG_SELF_HI)
			*a = (long)(1ULL << 32 | (unsigned)getpid());
	}
	if (fd != POL_WORKER_FD) {
		if (dup2(fd, POL_WORKER_FD) < 0)
			_exit(120);
		close(fd);
	}
	/* Non-blocking: the read(3) case must not wait for a message that never comes. */
	if (fcntl(POL_WORKER_FD, F_SETFL, O_NONBLOCK) < 0 ||
	    setrlimit(RLIMIT_CORE, &no_core) < 0 || (c->setup && c->setup() < 0))
		_exit(121);
	alarm(CHILD_ALARM_S);
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		_exit(122);
	if (sbx_apply_filter() < 0)
		_exit(123);
	/* From here on: only the call under test, write(3) and exit_group. */
	errno = 0;
	if (c->fn)
		r = c->fn(c);
	else
		r = syscall(c->nr, c->a[0], c->a[1], c->a[2], c->a[3], c->a[4], c->a[5]);
	e = errno;
	rec.ret = r;
	rec.err = r == -1 ? e : 0;
	(void)!write(POL_WORKER_FD, &rec, sizeof(rec));
	_exit(0);
}

/* ---- the parent ---- */

static int run_child(struct tcase *c, struct outcome *o)
{
	int sv[2];
	pid_t pid;

	memset(o, 0, sizeof(*o));
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0)
		return -errno;
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		int e = errno;
		close(sv[0]);
		close(sv[1]);
		return -e;
	}
	if (pid == 0) {
		close(sv[0]);
		child(c, sv[1]);
	}
	close(sv[1]);
	while (waitpid(pid, &o->status, 0) < 0) {
		if (errno != EINTR) {
			close(sv[0]);
			return -errno;
		}
	}
	/* The child is gone, so its end is closed: read every record it left, then EOF. */
	for (;;) {
		uint8_t pkt[64];
		ssize_t n = recv(sv[0], pkt, sizeof(pkt), MSG_DONTWAIT);
		struct proto_msg m;

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		if (n == (ssize_t)sizeof(struct result_rec) && memcmp(pkt, "TRYR", 4) == 0) {
			struct result_rec rec;
			memcpy(&rec, pkt, sizeof(rec));
			o->have_result = true;
			o->ret = rec.ret;
			o->err = rec.err;
		} else if (n == (ssize_t)PROTO_HDR + 5 && pkt[0] == 0 && pkt[1] == 0 && pkt[2] == 0 &&
			   pkt[3] == 5 && proto_decode(pkt + PROTO_HDR, 5, &m) == 0 &&
			   m.type == PROTO_DENIED && o->n_denied < 4) {
			o->denied[o->n_denied++] = m.num;
		}
	}
	close(sv[0]);
	return 0;
}

static void describe(const struct outcome *o, char *buf, size_t n)
{
	size_t k = 0;

	if (WIFSIGNALED(o->status))
		k = (size_t)snprintf(buf, n, "killed by SIG%s", sigabbrev_np(WTERMSIG(o->status)) ?
				     sigabbrev_np(WTERMSIG(o->status)) : "?");
	else if (WIFEXITED(o->status))
		k = (size_t)snprintf(buf, n, "exited %d", WEXITSTATUS(o->status));
	if (k < n && o->have_result)
		k += (size_t)snprintf(buf + k, n - k, ", returned %lld%s%s", (long long)o->ret,
				      o->ret == -1 ? " errno " : "",
				      o->ret == -1 ? (strerrorname_np(o->err) ? strerrorname_np(o->err) : "?") : "");
	else if (k < n)
		k += (size_t)snprintf(buf + k, n - k, ", no result");
	for (int i = 0; i < o->n_denied && k < n; i++)
		k += (size_t)snprintf(buf + k, n - k, ", DENIED %u", o->denied[i]);
	if (WIFEXITED(o->status) && WEXITSTATUS(o->status) >= 120 && WEXITSTATUS(o->status) <= 123 && k < n)
		snprintf(buf + k, n - k, " (test setup failed before the call)");
}

static bool judge(const struct tcase *c, const struct outcome *o)
{
	bool sys = WIFSIGNALED(o->status) && WTERMSIG(o->status) == SIGSYS;
	bool clean = WIFEXITED(o->status) && WEXITSTATUS(o->status) == 0 && o->have_result;

	switch (c->ex) {
	case EX_RETURN:
		return clean;
	case EX_ERRNO:
		/* SECCOMP_RET_ERRNO with 0 makes the call return 0 without running it. */
		if (c->err == 0)
			return clean && o->ret == 0;
		return clean && o->ret == -1 && o->err == c->err;
	case EX_TRAP:
		if (!sys || o->have_result)
			return false;
		for (int i = 0; i < o->n_denied; i++)
			if ((long)o->denied[i] == c->trap_nr)
				return true;
		return false;
	case EX_SIGSYS:
		if (c->passthrough_ok && !sys)
			return (WIFSIGNALED(o->status) && WTERMSIG(o->status) == SIGILL) ||
			       (clean && o->ret == -1 && o->err == ENXIO);
		return sys && !o->have_result;
	case EX_EXIT:
		return WIFEXITED(o->status) && WEXITSTATUS(o->status) == c->err && !o->have_result;
	case EX_UNKNOWN_RULE:
		return false;
	}
	return false;
}

static const char *expect_text(const struct tcase *c, char *buf, size_t n)
{
	switch (c->ex) {
	case EX_RETURN: return "returns (no SIGSYS)";
	case EX_ERRNO:
		snprintf(buf, n, "errno %s", strerrorname_np(c->err) ? strerrorname_np(c->err) : "?");
		return buf;
	case EX_TRAP:
		snprintf(buf, n, "SIGSYS + DENIED %ld", c->trap_nr);
		return buf;
	case EX_SIGSYS: return "SIGSYS";
	case EX_EXIT:
		snprintf(buf, n, "exit status %d", c->err);
		return buf;
	case EX_UNKNOWN_RULE:
		return "an argument rule type try_syscall.c knows (add it to allowed_args/refused_args)";
	}
	return "?";
}

static void check(struct tcase *c)
{
	struct outcome o;
	char got[256], want[64];
	int r = run_child(c, &o);
	bool ok;

	n_run++;
	if (r < 0) {
		n_fail++;
		printf("not ok %d - %s # cannot run the child: %s\n", n_run, c->desc, strerror(-r));
		return;
	}
	ok = judge(c, &o);
	describe(&o, got, sizeof(got));
	if (ok)
		n_pass++;
	else
		n_fail++;
	printf("%s %d - %s # want %s, got %s\n", ok ? "ok" : "not ok", n_run, c->desc,
	       expect_text(c, want, sizeof(want)), got);
}

static struct tcase mk(enum expect ex, long nr, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static struct tcase mk(enum expect ex, long nr, const char *fmt, ...)
{
	struct tcase c;
	va_list ap;

	memset(&c, 0, sizeof(c));
	c.ex = ex;
	c.nr = nr;
	c.trap_nr = nr;
	for (int i = 0; i < 6; i++)
		c.a[i] = -1; /* bad fd, bad pointer, invalid flags */
	va_start(ap, fmt);
	vsnprintf(c.desc, sizeof(c.desc), fmt, ap);
	va_end(ap);
	return c;
}

static void set_args(struct tcase *c, long a0, long a1, long a2, long a3, long a4, long a5)
{
	c->a[0] = a0; c->a[1] = a1; c->a[2] = a2;
	c->a[3] = a3; c->a[4] = a4; c->a[5] = a5;
}

static long nr_of(const char *name)
{
	int nr = seccomp_syscall_resolve_name(name);
	return nr == __NR_SCMP_ERROR || nr < 0 ? -1 : nr;
}

/* The CPU clock of another process (posix-cpu-timers: ~pid << 3 | CPUCLOCK_SCHED). */
static long other_cpu_clock(pid_t pid)
{
	return (long)(int)((~(unsigned)pid << 3) | 2u);
}

/* ---- the table, walked generically ---- */

/* Arguments a rule type lets through, and the ones it must refuse (-1 if none). */
static void allowed_args(struct tcase *c, const struct pol_syscall *s)
{
	switch (s->args) {
	case POL_ARGS_ANY:
		if (strcmp(s->name, "exit") == 0 || strcmp(s->name, "exit_group") == 0) {
			c->ex = EX_EXIT;
			c->err = 42;
			set_args(c, 42, 0, 0, 0, 0, 0);
		} else if (strcmp(s->name, "rt_sigreturn") == 0) {
			c->fn = via_signal_handler;
			c->setup = arm_cpu_timer;
			snprintf(c->desc + strlen(c->desc), sizeof(c->desc) - strlen(c->desc),
				 " (signal handler return)");
		}
		break; /* otherwise every argument -1 */
	case POL_ARGS_READ_OWN:
		set_args(c, POL_WORKER_FD, 0, 1, 0, 0, 0); /* EAGAIN or EFAULT */
		break;
	case POL_ARGS_WRITE_OWN:
		set_args(c, POL_WORKER_FD, 0, 1, 0, 0, 0); /* EFAULT */
		break;
	case POL_ARGS_MMAP_NOEXEC:
		set_args(c, 0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		break;
	case POL_ARGS_MPROTECT_NOEXEC:
		set_args(c, 0, 0, PROT_READ | PROT_WRITE, 0, 0, 0);
		break;
	case POL_ARGS_MREMAP_MOVE:
		set_args(c, 0, 0, 0, MREMAP_MAYMOVE, 0, 0); /* EINVAL */
		break;
	case POL_ARGS_MADVISE_FREE:
		set_args(c, 0, 0, MADV_DONTNEED, 0, 0, 0);
		break;
	case POL_ARGS_CLOCK:
		set_args(c, CLOCK_MONOTONIC, 0, 0, 0, 0, 0); /* NULL result pointers: EFAULT */
		break;
	case POL_ARGS_GETRANDOM_NB:
		set_args(c, 0, 0, GRND_NONBLOCK, 0, 0, 0);
		break;
	case POL_ARGS_FUTEX_PRIVATE:
		set_args(c, (long)&g_futex_word, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);
		break;
	case POL_ARGS_SCHED_IDLE_SELF:
		set_args(c, 0, SCHED_IDLE, 0, 0, 0, 0); /* NULL parameters: EINVAL, no change */
		break;
	default:
		/* A rule type this test does not know yet: say so rather than guess. */
		c->ex = EX_UNKNOWN_RULE;
		break;
	}
}

static bool refused_args(struct tcase *c, const struct pol_syscall *s)
{
	switch (s->args) {
	case POL_ARGS_ANY:
		return false;
	case POL_ARGS_READ_OWN:
		set_args(c, 0, 0, 1, 0, 0, 0);
		return true;
	case POL_ARGS_WRITE_OWN:
		set_args(c, 5, 0, 1, 0, 0, 0);
		return true;
	case POL_ARGS_MMAP_NOEXEC:
		set_args(c, 0, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		return true;
	case POL_ARGS_MPROTECT_NOEXEC:
		set_args(c, 0, 0, PROT_READ | PROT_EXEC, 0, 0, 0);
		return true;
	case POL_ARGS_MREMAP_MOVE:
		set_args(c, 0, 0, 0, MREMAP_MAYMOVE | MREMAP_FIXED, 0, 0);
		return true;
	case POL_ARGS_MADVISE_FREE:
		set_args(c, 0, 0, MADV_WILLNEED, 0, 0, 0);
		return true;
	case POL_ARGS_CLOCK:
		set_args(c, other_cpu_clock(g_ppid), 0, 0, 0, 0, 0);
		return true;
	case POL_ARGS_GETRANDOM_NB:
		set_args(c, 0, 0, GRND_RANDOM, 0, 0, 0);
		return true;
	case POL_ARGS_FUTEX_PRIVATE:
		set_args(c, (long)&g_futex_word, FUTEX_WAIT, 1, 0, 0, 0); /* word is 0: EAGAIN if let through */
		return true;
	case POL_ARGS_SCHED_IDLE_SELF:
		set_args(c, 0, SCHED_FIFO, 0, 0, 0, 0); /* another policy: killed */
		return true;
	default:
		return false;
	}
}

static bool in_table(long nr)
{
	for (size_t i = 0; i < pol_syscalls_n; i++)
		if (nr_of(pol_syscalls[i].name) == nr)
			return true;
	return false;
}

static void walk_table(void)
{
	for (size_t i = 0; i < pol_syscalls_n; i++) {
		const struct pol_syscall *s = &pol_syscalls[i];
		long nr = nr_of(s->name);
		struct tcase c;

		if (nr < 0) {
			printf("# skip table entry %s: not a system call on this architecture\n", s->name);
			continue;
		}
		switch (s->action) {
		case POL_ALLOW:
			c = mk(EX_RETURN, nr, "table allow %s (%ld)", s->name, nr);
			allowed_args(&c, s);
			check(&c);
			c = mk(EX_SIGSYS, nr, "table allow %s (%ld), refused arguments", s->name, nr);
			if (refused_args(&c, s))
				check(&c);
			break;
		case POL_ERRNO:
			c = mk(EX_ERRNO, nr, "table errno %s (%ld)", s->name, nr);
			c.err = s->errnum;
			check(&c);
			break;
		case POL_KILL:
			c = mk(EX_TRAP, nr, "table kill %s (%ld)", s->name, nr);
			check(&c);
			break;
		}
	}
}

/* ---- argument edges and hostile ABIs ---- */

/* For calls with arguments every rule type allows: what the table says about the name. */
static void expect_as_table(struct tcase *c, const char *name)
{
	for (size_t i = 0; i < pol_syscalls_n; i++) {
		const struct pol_syscall *s = &pol_syscalls[i];
		if (strcmp(s->name, name) != 0)
			continue;
		switch (s->action) {
		case POL_ALLOW: c->ex = EX_RETURN; break;
		case POL_ERRNO: c->ex = EX_ERRNO; c->err = s->errnum; break;
		case POL_KILL: c->ex = EX_TRAP; break;
		}
		snprintf(c->desc + strlen(c->desc), sizeof(c->desc) - strlen(c->desc), " (table: %s)",
			 pol_action_name(s->action));
		return;
	}
	c->ex = EX_SIGSYS;
	snprintf(c->desc + strlen(c->desc), sizeof(c->desc) - strlen(c->desc), " (not in the table)");
}

/* Placeholders for values known only at run time, resolved by the parent (the child is its
 * fork: same addresses). */
#define ARG_PPID           0x5e1f00000003L /* the test process: "another process" */
#define ARG_WORD           0x5e1f00000004L /* &g_futex_word, a harmless writable int */
#define ARG_PPID_CLOCK     0x5e1f00000005L /* the CPU clock of the test process */
#define ARG_PPID_CLOCK_U32 0x5e1f00000006L /* the same id, zero-extended to 64 bits */
#define ARG_PPID_TCLOCK    0x5e1f00000007L /* the CPU clock of the test process's thread */
#define NO_ARGS { -1, -1, -1, -1, -1, -1 }  /* bad fd, bad pointer, invalid flags */
#define ANON (MAP_PRIVATE | MAP_ANONYMOUS)
#define RW (PROT_READ | PROT_WRITE)

struct variant {
	const char *desc;
	enum expect ex;
	long nr;
	long a[6];
	int err;              /* EX_ERRNO: the errno */
	const char *as_table; /* expect what the table says for this name instead */
};

static const struct variant variant_table[] = {
	/* mmap / mprotect / mremap / madvise */
	{ .desc = "mmap PROT_EXEC anonymous",
	  .ex = EX_SIGSYS, .nr = SYS_mmap, .a = { 0, 4096, PROT_READ | PROT_EXEC, ANON, -1, 0 } },
	{ .desc = "mmap PROT_READ|WRITE|EXEC anonymous",
	  .ex = EX_SIGSYS, .nr = SYS_mmap, .a = { 0, 4096, RW | PROT_EXEC, ANON, -1, 0 } },
	{ .desc = "mmap anonymous RW",
	  .ex = EX_RETURN, .nr = SYS_mmap, .a = { 0, 1 << 20, RW, ANON, -1, 0 } },
	{ .desc = "mmap anonymous RW MAP_NORESERVE|MAP_STACK (thread stacks)",
	  .ex = EX_RETURN, .nr = SYS_mmap, .a = { 0, 1 << 20, RW, ANON | MAP_NORESERVE | MAP_STACK, -1, 0 } },
	{ .desc = "mmap MAP_SHARED|MAP_ANONYMOUS",
	  .ex = EX_SIGSYS, .nr = SYS_mmap, .a = { 0, 4096, RW, MAP_SHARED | MAP_ANONYMOUS, -1, 0 } },
	{ .desc = "mmap MAP_FIXED anonymous",
	  .ex = EX_SIGSYS, .nr = SYS_mmap, .a = { 0x100000, 4096, RW, ANON | MAP_FIXED, -1, 0 } },
	/* policy.h: "only private anonymous mappings"; a file mapping of an inherited fd
	 * (here fd 3, the socket, so ENODEV if let through) must not pass. */
	{ .desc = "mmap MAP_PRIVATE of an fd (no MAP_ANONYMOUS)",
	  .ex = EX_SIGSYS, .nr = SYS_mmap, .a = { 0, 4096, PROT_READ, MAP_PRIVATE, POL_WORKER_FD, 0 } },
	{ .desc = "mprotect PROT_EXEC",
	  .ex = EX_SIGSYS, .nr = SYS_mprotect, .a = { 0, 0, PROT_READ | PROT_EXEC, 0, 0, 0 } },
	{ .desc = "mprotect PROT_READ",
	  .ex = EX_RETURN, .nr = SYS_mprotect, .a = { 0, 0, PROT_READ, 0, 0, 0 } },
	{ .desc = "mremap MREMAP_FIXED",
	  .ex = EX_SIGSYS, .nr = SYS_mremap, .a = { 0, 0, 0, MREMAP_MAYMOVE | MREMAP_FIXED, 0, 0 } },
	{ .desc = "mremap flags 0",
	  .ex = EX_RETURN, .nr = SYS_mremap, .a = { 0, 0, 0, 0, 0, 0 } },
	{ .desc = "madvise MADV_FREE",
	  .ex = EX_RETURN, .nr = SYS_madvise, .a = { 0, 0, MADV_FREE, 0, 0, 0 } },
	{ .desc = "madvise MADV_DONTFORK",
	  .ex = EX_SIGSYS, .nr = SYS_madvise, .a = { 0, 0, MADV_DONTFORK, 0, 0, 0 } },
	/* read / write: only the worker's own socket, 1 and 2 */
	{ .desc = "write to fd 1 (NULL buffer: EFAULT)",
	  .ex = EX_RETURN, .nr = SYS_write, .a = { 1, 0, 1, 0, 0, 0 } },
	{ .desc = "write to fd 2 (NULL buffer: EFAULT)",
	  .ex = EX_RETURN, .nr = SYS_write, .a = { 2, 0, 1, 0, 0, 0 } },
	{ .desc = "write to fd 3 (NULL buffer: EFAULT)",
	  .ex = EX_RETURN, .nr = SYS_write, .a = { POL_WORKER_FD, 0, 1, 0, 0, 0 } },
	{ .desc = "write to fd 0",
	  .ex = EX_SIGSYS, .nr = SYS_write, .a = { 0, 0, 1, 0, 0, 0 } },
	{ .desc = "write to fd 5",
	  .ex = EX_SIGSYS, .nr = SYS_write, .a = { 5, 0, 1, 0, 0, 0 } },
	{ .desc = "write to fd 3 | 1<<32 (high bits are not ignored)",
	  .ex = EX_SIGSYS, .nr = SYS_write, .a = { (long)(1ULL << 32 | POL_WORKER_FD), 0, 1, 0, 0, 0 } },
	{ .desc = "read from fd 0",
	  .ex = EX_SIGSYS, .nr = SYS_read, .a = { 0, 0, 1, 0, 0, 0 } },
	{ .desc = "read from fd 1",
	  .ex = EX_SIGSYS, .nr = SYS_read, .a = { 1, 0, 1, 0, 0, 0 } },
	{ .desc = "read from fd 3",
	  .ex = EX_RETURN, .nr = SYS_read, .a = { POL_WORKER_FD, 0, 1, 0, 0, 0 } },
	{ .desc = "readv from fd 3 (not in the table)",
	  .ex = EX_SIGSYS, .nr = SYS_readv, .a = { POL_WORKER_FD, 0, 0, 0, 0, 0 } },
	{ .desc = "pread64 from fd 3 (not in the table)",
	  .ex = EX_SIGSYS, .nr = SYS_pread64, .a = { POL_WORKER_FD, 0, 1, 0, 0, 0 } },
	/* threads and processes */
	{ .desc = "clone with pthread flags",
	  .ex = EX_ERRNO, .nr = SYS_clone, .a = { CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID, 0, 0, 0, 0, 0 }, .err = EPERM },
	{ .desc = "clone as fork (SIGCHLD)",
	  .ex = EX_ERRNO, .nr = SYS_clone, .a = { SIGCHLD, 0, 0, 0, 0, 0 }, .err = EPERM },
	{ .desc = "clone3",
	  .ex = EX_ERRNO, .nr = SYS_clone3, .a = { 0, 0, 0, 0, 0, 0 }, .err = ENOSYS },
	/* scheduling: a worker may only lower itself */
	{ .desc = "sched_setscheduler of the supervisor to SCHED_IDLE",
	  .ex = EX_SIGSYS, .nr = SYS_sched_setscheduler, .a = { ARG_PPID, SCHED_IDLE, 0, 0, 0, 0 } },
	{ .desc = "sched_setscheduler SCHED_OTHER (back up)",
	  .ex = EX_SIGSYS, .nr = SYS_sched_setscheduler, .a = { 0, SCHED_OTHER, 0, 0, 0, 0 } },
	{ .desc = "sched_setscheduler SCHED_IDLE|SCHED_RESET_ON_FORK",
	  .ex = EX_SIGSYS, .nr = SYS_sched_setscheduler, .a = { 0, SCHED_IDLE | SCHED_RESET_ON_FORK, 0, 0, 0, 0 } },
	/* futex */
	{ .desc = "futex FUTEX_WAIT (shared)",
	  .ex = EX_SIGSYS, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_WAIT, 1, 0, 0, 0 } },
	{ .desc = "futex FUTEX_WAKE (shared)",
	  .ex = EX_SIGSYS, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_WAKE, 1, 0, 0, 0 } },
	{ .desc = "futex FUTEX_LOCK_PI_PRIVATE",
	  .ex = EX_SIGSYS, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_LOCK_PI_PRIVATE, 0, 0, 0, 0 } },
	{ .desc = "futex FUTEX_CMP_REQUEUE_PRIVATE",
	  .ex = EX_SIGSYS, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_CMP_REQUEUE_PRIVATE, 0, 0, 0, 0 } },
	{ .desc = "futex FUTEX_WAKE_PRIVATE",
	  .ex = EX_RETURN, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0 } },
	{ .desc = "futex FUTEX_WAIT_PRIVATE on a changed word (EAGAIN)",
	  .ex = EX_RETURN, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_WAIT_PRIVATE, 1, 0, 0, 0 } },
	{ .desc = "futex FUTEX_WAIT_BITSET_PRIVATE|FUTEX_CLOCK_REALTIME (EAGAIN)",
	  .ex = EX_RETURN, .nr = SYS_futex, .a = { ARG_WORD, FUTEX_WAIT_BITSET_PRIVATE | FUTEX_CLOCK_REALTIME, 1, 0, 0, FUTEX_BITSET_MATCH_ANY } },
	/* getrandom */
	{ .desc = "getrandom GRND_RANDOM",
	  .ex = EX_SIGSYS, .nr = SYS_getrandom, .a = { 0, 0, GRND_RANDOM, 0, 0, 0 } },
	{ .desc = "getrandom GRND_INSECURE",
	  .ex = EX_SIGSYS, .nr = SYS_getrandom, .a = { 0, 0, GRND_INSECURE, 0, 0, 0 } },
	{ .desc = "getrandom flags 0",
	  .ex = EX_RETURN, .nr = SYS_getrandom, .a = { ARG_WORD, 0, 0, 0, 0, 0 } },
	{ .desc = "getrandom GRND_NONBLOCK",
	  .ex = EX_RETURN, .nr = SYS_getrandom, .a = { ARG_WORD, sizeof(int), GRND_NONBLOCK, 0, 0, 0 } },
	/* signals: never another process; the worker itself only if the table allows it */
	{ .desc = "kill(getppid(), 0)",
	  .ex = EX_SIGSYS, .nr = SYS_kill, .a = { ARG_PPID, 0, 0, 0, 0, 0 } },
	{ .desc = "kill(-1, 0) (every process)",
	  .ex = EX_SIGSYS, .nr = SYS_kill, .a = { -1, 0, 0, 0, 0, 0 } },
	{ .desc = "kill(0, 0) (process group)",
	  .ex = EX_SIGSYS, .nr = SYS_kill, .a = { 0, 0, 0, 0, 0, 0 } },
	{ .desc = "kill(self | 1<<32, 0) (high bits are not ignored)",
	  .ex = EX_SIGSYS, .nr = SYS_kill, .a = { ARG_SELF_HI, 0, 0, 0, 0, 0 } },
	{ .desc = "tgkill(getppid(), getppid(), 0)",
	  .ex = EX_SIGSYS, .nr = SYS_tgkill, .a = { ARG_PPID, ARG_PPID, 0, 0, 0, 0 } },
	{ .desc = "kill(self, 0)",
	  .ex = EX_RETURN, .nr = SYS_kill, .a = { ARG_SELF, 0, 0, 0, 0, 0 }, .as_table = "kill" },
	{ .desc = "tgkill(self, self, 0)",
	  .ex = EX_RETURN, .nr = SYS_tgkill, .a = { ARG_SELF, ARG_SELF, 0, 0, 0, 0 }, .as_table = "tgkill" },
	/* clocks: no other process's CPU clock */
	{ .desc = "clock_gettime on the CPU clock of the test process",
	  .ex = EX_SIGSYS, .nr = SYS_clock_gettime, .a = { ARG_PPID_CLOCK, ARG_WORD, 0, 0, 0, 0 } },
	{ .desc = "clock_gettime on that clock id zero-extended to 64 bits",
	  .ex = EX_SIGSYS, .nr = SYS_clock_gettime, .a = { ARG_PPID_CLOCK_U32, 0, 0, 0, 0, 0 } },
	{ .desc = "clock_gettime on the CPU clock of the test thread",
	  .ex = EX_SIGSYS, .nr = SYS_clock_gettime, .a = { ARG_PPID_TCLOCK, 0, 0, 0, 0, 0 } },
	{ .desc = "clock_nanosleep on another process's CPU clock",
	  .ex = EX_SIGSYS, .nr = SYS_clock_nanosleep, .a = { ARG_PPID_CLOCK, 0, 0, 0, 0, 0 } },
	{ .desc = "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)",
	  .ex = EX_RETURN, .nr = SYS_clock_gettime, .a = { CLOCK_PROCESS_CPUTIME_ID, 0, 0, 0, 0, 0 } },
	{ .desc = "clock_gettime(CLOCK_BOOTTIME)",
	  .ex = EX_RETURN, .nr = SYS_clock_gettime, .a = { CLOCK_BOOTTIME, 0, 0, 0, 0, 0 } },
	/* numbers outside the table */
	{ .desc = "made-up system call 4000",
	  .ex = EX_SIGSYS, .nr = 4000, .a = NO_ARGS },
	{ .desc = "system call -1",
	  .ex = EX_SIGSYS, .nr = -1, .a = NO_ARGS },
	{ .desc = "x32 getpid (39 | 0x40000000)",
	  .ex = EX_SIGSYS, .nr = X32_BIT | SYS_getpid, .a = NO_ARGS },
	{ .desc = "x32 rt_sigaction (512 | 0x40000000)",
	  .ex = EX_SIGSYS, .nr = X32_BIT | 512, .a = NO_ARGS },
	{ .desc = "x32 write to fd 1 (1 | 0x40000000)",
	  .ex = EX_SIGSYS, .nr = X32_BIT | SYS_write, .a = { 1, 0, 1, 0, 0, 0 } },
	{ .desc = "system call 0x7fffffff",
	  .ex = EX_SIGSYS, .nr = 0x7fffffffL, .a = NO_ARGS },
};

static long resolve_arg(long a)
{
	switch (a) {
	case ARG_PPID: return g_ppid;
	case ARG_WORD: return (long)&g_futex_word;
	case ARG_PPID_CLOCK: return other_cpu_clock(g_ppid);
	case ARG_PPID_CLOCK_U32: return (long)(uint32_t)other_cpu_clock(g_ppid);
	case ARG_PPID_TCLOCK: return (long)(int)((~(unsigned)g_ppid << 3) | 6u);
	default: return a;
	}
}

static void variants(void)
{
	struct tcase c;

	for (size_t i = 0; i < ARRAY_SIZE(variant_table); i++) {
		const struct variant *v = &variant_table[i];

		c = mk(v->ex, v->nr, "%s", v->desc);
		for (int k = 0; k < 6; k++)
			c.a[k] = resolve_arg(v->a[k]);
		c.err = v->err;
		if (v->as_table)
			expect_as_table(&c, v->as_table);
		check(&c);
	}
#if defined(__x86_64__)
	if (g_int80_possible) {
		c = mk(EX_SIGSYS, 20, "i386 getpid through int $0x80 (wrong architecture)");
		c.fn = via_int80;
		check(&c);
		c = mk(EX_SIGSYS, 4, "i386 write(0, NULL, 0) through int $0x80 (4 is write on i386, stat on x86_64)");
		c.fn = via_int80;
		check(&c);
	} else {
		printf("# skip int $0x80: this kernel has no i386 emulation\n");
	}
#endif
}

/* Every number the table does not list, 0..599, must hit the default KILL_PROCESS.
 * Exception by kernel design: since Linux 6.14 (uretprobe, 335) and 6.16 (uprobe, 336)
 * x86_64 runs these two without consulting seccomp at all; outside a uprobe trampoline
 * they only raise SIGILL or fail with ENXIO, which is all that is accepted for them. */
static bool kernel_passthrough(long nr)
{
#if defined(__x86_64__)
	return nr == 335 || nr == 336;
#else
	(void)nr;
	return false;
#endif
}

static void sweep_unlisted(void)
{
	for (long nr = 0; nr < 600; nr++) {
		char *name;
		struct tcase c;

		if (in_table(nr))
			continue;
		name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, (int)nr);
		c = mk(EX_SIGSYS, nr, "unlisted %ld (%s)%s", nr, name ? name : "no name",
		       kernel_passthrough(nr) ? " [uprobe-family: the kernel bypasses seccomp]" : "");
		c.passthrough_ok = kernel_passthrough(nr);
		free(name);
		check(&c);
	}
}

/* Does int $0x80 work at all here (no filter)? If i386 emulation is off, the kernel
 * answers with SIGSEGV before seccomp sees the call: nothing to test then. */
static bool probe_int80(void)
{
#if defined(__x86_64__)
	pid_t pid = fork();
	int st;

	if (pid == 0) {
		long ret;
		__asm__ volatile("int $0x80" : "=a"(ret) : "a"(20L) : "memory", "r8", "r9", "r10", "r11");
		_exit(ret == (long)getpid() ? 0 : 1);
	}
	if (pid < 0 || waitpid(pid, &st, 0) < 0)
		return false;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
#else
	return false;
#endif
}

/* The filter under test must at least load. */
static void self_test(void)
{
	struct tcase c = mk(EX_RETURN, SYS_getpid, "filter loads; getpid returns");

	check(&c);
}

/* Newer sbx.c compiles the filter once (in the template) and only loads it per worker;
 * doing the same here keeps ~600 children fast. Weak: older sbx.c lacks it. */
extern int sbx_prepare_filter(void) __attribute__((weak));

int main(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (sbx_prepare_filter && sbx_prepare_filter() < 0) {
		printf("not ok 1 - the filter compiles\n0 passed, 1 failed\n");
		return 1;
	}
	g_ppid = getpid();
	g_int80_possible = probe_int80();
	printf("# try_syscall: %zu table entries; pid %d plays \"another process\"\n", pol_syscalls_n,
	       (int)g_ppid);
	self_test();
	walk_table();
	variants();
	sweep_unlisted();
	printf("1..%d\n", n_run);
	printf("%d passed, %d failed\n", n_pass, n_fail);
	return n_fail == 0 && n_pass > 0 ? 0 : 1;
}
