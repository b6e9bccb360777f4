/* SPDX-License-Identifier: MIT */
/* safepy-worker: the template (zygote) and, after each fork, one worker.
 *
 * The supervisor starts this program with an empty environment, stdin/stdout on
 * /dev/null and a SOCK_SEQPACKET control socket on fd 3. The template initializes Python
 * once, imports the allowed modules, isolates itself (namespaces, empty root), says
 * HELLO, then forks one worker per SPAWN it receives. Workers are created with
 * CLONE_PARENT, so they are the supervisor's children: it reaps them and sees how they
 * died. A worker confines itself, says READY, runs exactly one RUN and exits. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "policy/policy.h"
#include "proto/frame.h"
#include "worker/evaluator/pyev.h"
#include "worker/perf/arena.h"
#include "worker/perf/thp.h"
#include "worker/perf/hot.h"
#include "worker/evaluator/reserve.h"
#include "worker/sandbox/sbx.h"

#define CONTROL_FD 3
#define MAX_EXTRA 64

struct wk {
	struct pol_limits lim;
	struct sbx_config sbx;
	const char *extra[MAX_EXTRA + 1];
	int n_extra;
	const char *denied[MAX_EXTRA + 1];  /* taken out of the allowlist (--deny-import) */
	int n_denied;
	const char *paths[MAX_EXTRA + 1];   /* more module directories (--python-path) */
	int n_paths;
	bool science;                       /* the science template: numpy and friends loaded */
	const char *mpl_cache;              /* matplotlib's cache directory (its font list) */
	bool no_python_layer;
	pid_t supervisor;
	int devnull;
};

static __attribute__((noreturn)) void usage(void)
{
	fprintf(stderr, "safepy-worker is started by safepy; it is not meant to be run by hand.\n");
	exit(2);
}

static uint32_t num_arg(const char *s)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || *end || end == s || v > 0xffffffffUL)
		usage();
	return (uint32_t)v;
}

static void parse_args(struct wk *w, int argc, char **argv)
{
	enum { O_MEM = 1, O_CPU, O_NOFILE, O_STACK, O_LOGCAP, O_RESULT, O_REC, O_DIGITS, O_ALLOW, O_NOPY,
	       O_DENY, O_PYPATH, O_SCIENCE, O_MPL, O_MAXFIG, O_FIGBYTES };
	static const struct option opts[] = {
		{ "memory-mb", required_argument, NULL, O_MEM },
		{ "cpu-s", required_argument, NULL, O_CPU },
		{ "nofile", required_argument, NULL, O_NOFILE },
		{ "stack-mb", required_argument, NULL, O_STACK },
		{ "log-cap", required_argument, NULL, O_LOGCAP },
		{ "max-result", required_argument, NULL, O_RESULT },
		{ "recursion-limit", required_argument, NULL, O_REC },
		{ "int-max-str-digits", required_argument, NULL, O_DIGITS },
		{ "allow-import", required_argument, NULL, O_ALLOW },
		{ "test-no-python-layer", no_argument, NULL, O_NOPY },
		{ "deny-import", required_argument, NULL, O_DENY },
		{ "python-path", required_argument, NULL, O_PYPATH },
		{ "science", no_argument, NULL, O_SCIENCE },
		{ "mpl-cache", required_argument, NULL, O_MPL },
		{ "max-figures", required_argument, NULL, O_MAXFIG },
		{ "max-figure-bytes", required_argument, NULL, O_FIGBYTES },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	pol_limits_default(&w->lim);
	w->sbx.cpu_s = pol_cpu_limit(&w->lim);
	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (c) {
		case O_MEM: w->lim.memory_mb = num_arg(optarg); break;
		case O_CPU: w->sbx.cpu_s = num_arg(optarg); break;
		case O_NOFILE: w->lim.nofile = num_arg(optarg); break;
		case O_STACK: w->lim.stack_mb = num_arg(optarg); break;
		case O_LOGCAP: w->lim.log_cap = num_arg(optarg); break;
		case O_RESULT: w->lim.max_result = num_arg(optarg); break;
		case O_REC: w->lim.recursion_limit = num_arg(optarg); break;
		case O_DIGITS: w->lim.int_max_str_digits = num_arg(optarg); break;
		case O_ALLOW:
			/* The supervisor checked it; check again: the deny list is absolute. */
			if (w->n_extra >= MAX_EXTRA || pol_import_allowed(optarg) < 0)
				usage();
			w->extra[w->n_extra++] = optarg;
			break;
		case O_DENY:
			if (w->n_denied >= MAX_EXTRA)
				usage();
			w->denied[w->n_denied++] = optarg;
			break;
		case O_PYPATH:
			if (w->n_paths >= MAX_EXTRA || optarg[0] != '/')
				usage();
			w->paths[w->n_paths++] = optarg;
			break;
		case O_SCIENCE: w->science = true; break;
		case O_MPL: w->mpl_cache = optarg; break;
		case O_MAXFIG: w->lim.max_figures = num_arg(optarg); break;
		case O_FIGBYTES: w->lim.max_figure_bytes = num_arg(optarg); break;
		case O_NOPY:
#ifdef SAFEPY_TEST_HOOKS
			w->no_python_layer = true;
			break;
#else
			usage();
#endif
		default:
			usage();
		}
	}
	if (optind != argc)
		usage();
	w->sbx.memory_mb = w->lim.memory_mb;
	w->sbx.nofile = w->lim.nofile;
	w->sbx.stack_mb = w->lim.stack_mb;
	w->sbx.extra_as_bytes = RSV_BYTES;
}

static int write_all(int fd, const void *p, size_t n)
{
	const char *c = p;

	while (n > 0) {
		ssize_t r = write(fd, c, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		c += r;
		n -= (size_t)r;
	}
	return 0;
}

static int send_frame(int fd, enum proto_type t, const void *data, size_t len)
{
	_cleanup_buf_ struct buf *b = buf_new(PROTO_HDR + 1 + len);

	if (b == NULL || proto_encode(b, t, data, len) < 0)
		return -1;
	return write_all(fd, buf_data(b), buf_len(b));
}

static int send_num(int fd, enum proto_type t, uint32_t num)
{
	uint8_t be[4] = { num >> 24, num >> 16, num >> 8, num };

	return send_frame(fd, t, be, sizeof(be));
}

/* ---- the worker ---- */

/* The next frame from the supervisor (pointing into in); exits when it goes away. */
static void next_frame(struct buf *in, struct proto_msg *m)
{
	for (;;) {
		uint8_t *dst;
		ssize_t n;
		int r = proto_next(in, PROTO_MAX_FRAME, m);

		if (r > 0)
			return;
		if (r < 0 || buf_reserve(in, 65536, &dst) < 0)
			_exit(SBX_EXIT_PROTOCOL);
		n = read(POL_WORKER_FD, dst, 65536);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			_exit(0); /* the supervisor went away or retired us */
		buf_commit(in, (size_t)n);
	}
}

/* Runs one request and sends its RESULT. */
static void answer(const struct proto_msg *m, bool session)
{
	static const char big[] = "{\"result\":null,\"result_type\":null,\"logs\":\"\","
		"\"logs_truncated\":true,\"error\":{\"type\":\"ResultTooLarge\",\"message\":"
		"\"the reply is larger than the worker may send\",\"line\":null,\"traceback\":\"\"}}";
	char *out = NULL;
	size_t out_len = 0;
	int r;

	if (pyev_run(m->data, m->len, session, &out, &out_len) < 0)
		_exit(SBX_EXIT_PROTOCOL);
	/* Only a tampered capture can be larger (the harness caps logs and results). */
	if (out_len > PROTO_MAX_RESULT)
		r = send_frame(POL_WORKER_FD, PROTO_RESULT, big, sizeof(big) - 1);
	else
		r = send_frame(POL_WORKER_FD, PROTO_RESULT, out, out_len);
	free(out);
	if (r < 0)
		_exit(SBX_EXIT_PROTOCOL);
}

static __attribute__((noreturn)) void worker_main(struct wk *w, int wfd, bool hot)
{
	_cleanup_buf_ struct buf *in = NULL;
	struct proto_msg m;

	/* Die with the supervisor, and make sure it had not already died. */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != w->supervisor)
		_exit(SBX_EXIT_PROTOCOL);
	if (dup3(wfd, POL_WORKER_FD, 0) < 0) /* replaces the control socket: a worker never has it */
		_exit(SBX_EXIT_FDS);
	if (hot)
		hot_touch(); /* the science template's hot pages, copied now (perf/hot.c) */
	if (pyev_prefault() < 0)
		_exit(SBX_EXIT_PYTHON);
	sbx_lockdown(w->devnull, &w->sbx);
	if (send_frame(POL_WORKER_FD, PROTO_READY, NULL, 0) < 0)
		_exit(SBX_EXIT_PROTOCOL);
	in = buf_new(PROTO_HDR + PROTO_MAX_FRAME);
	if (in == NULL)
		_exit(SBX_EXIT_PROTOCOL);
	next_frame(in, &m);
	if (m.type == PROTO_RUN) {
		answer(&m, false);
		/* Tearing down the address space costs about as much as the call itself; at idle
		 * priority it waits until the supervisor and the caller have the answer. */
		(void)sched_setscheduler(0, SCHED_IDLE, &(struct sched_param){ 0 });
		/* No interpreter finalization: user finalizers never run after the answer. */
		_exit(0);
	}
	/* A session's worker: every request is a SESSION frame, run in the same globals,
	 * until the supervisor closes the socket (or kills it). */
	while (m.type == PROTO_SESSION) {
		answer(&m, true);
		(void)rsv_take(); /* room for the next answer again, where there is room */
		next_frame(in, &m);
	}
	_exit(SBX_EXIT_PROTOCOL);
}

static pid_t spawn_worker(struct wk *w, int wfd, bool hot)
{
	pid_t pid;

	/* CLONE_PARENT: the worker becomes the supervisor's child. No PyOS_BeforeFork /
	 * PyOS_AfterFork_Child: the template has one thread, which holds the GIL and no other
	 * lock here, so the child's interpreter state is already consistent; and the
	 * after-fork hooks (threading, random) would dirty ~200 pages per worker, about a
	 * third of its cost. Fresh randomness is given on first import of random instead. */
	pid = (pid_t)syscall(SYS_clone, CLONE_PARENT | SIGCHLD, NULL, NULL, NULL, NULL);
	if (pid == 0)
		worker_main(w, wfd, hot);
	return pid;
}

/* ---- the template ---- */

/* The number of threads of this process (/proc/self/status), or -1. */
static int own_threads(void)
{
	char buf[4096], *p;
	_cleanup_close_ int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	if (n <= 0)
		return -1;
	buf[n] = '\0';
	p = strstr(buf, "\nThreads:");
	return p ? atoi(p + 9) : -1;
}

/* Adds this process's address space, as it is now, to the workers' RLIMIT_AS. */
static int add_own_size(struct sbx_config *c)
{
	char buf[128];
	unsigned long pages;
	_cleanup_close_ int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	if (n <= 0)
		return -1;
	buf[n] = '\0';
	if (sscanf(buf, "%lu", &pages) != 1)
		return -1;
	c->extra_as_bytes += (uint64_t)pages * (uint64_t)sysconf(_SC_PAGESIZE);
	return 0;
}

/* The science template's environment, read by the libraries as they load: one thread
 * for every numeric library's pool (no thread exists when the template forks, and a
 * worker could not start one), matplotlib's file-less Agg backend, and where matplotlib
 * keeps its font list (built once, not at every start). Nothing of the supervisor's. */
static int science_environment(const struct wk *w)
{
	static const char *const one_thread[] = { "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS",
		"MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS", "VECLIB_MAXIMUM_THREADS",
		"BLIS_NUM_THREADS", NULL };

	for (const char *const *v = one_thread; *v; v++)
		if (setenv(*v, "1", 1) < 0)
			return -1;
	if (setenv("MPLBACKEND", "Agg", 1) < 0)
		return -1;
	return w->mpl_cache ? setenv("MPLCONFIGDIR", w->mpl_cache, 1) : 0;
}

/* The strings of the environment the kernel set up at exec, zeroed: clearenv() drops only
 * the pointers (and libc may point at copies), while the block itself stays in every
 * worker's memory and in /proc/PID/environ. Its bounds are fields 50 and 51 of
 * /proc/self/stat; without /proc nothing is wiped (the supervisor passes no secret there:
 * two fixed settings). */
static void wipe_exec_environment(void)
{
	char buf[2048], *p;
	unsigned long start = 0, end = 0;
	_cleanup_close_ int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	if (n <= 0)
		return;
	buf[n] = '\0';
	p = strrchr(buf, ')'); /* the command name may hold spaces */
	for (int field = 2; p != NULL && field < 50; field++)
		p = strchr(p + 1, ' ');
	if (p == NULL || sscanf(p, " %lu %lu", &start, &end) != 2 || end <= start || end - start > (1ul << 24))
		return;
	explicit_bzero((void *)start, end - start);
}

static int recv_spawn(int *fd_out, bool *hot)
{
	uint8_t data[16];
	char cbuf[CMSG_SPACE(sizeof(int))];
	struct iovec iov = { data, sizeof(data) };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
			     .msg_controllen = sizeof(cbuf) };
	struct cmsghdr *cm;
	struct proto_msg m;
	ssize_t n;
	uint32_t len;
	int fd = -1;

	do
		n = recvmsg(CONTROL_FD, &mh, MSG_CMSG_CLOEXEC);
	while (n < 0 && errno == EINTR);
	if (n <= 0)
		return n == 0 ? 0 : -errno;
	for (cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm)) {
		if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS &&
		    cm->cmsg_len == CMSG_LEN(sizeof(int)) && fd < 0)
			memcpy(&fd, CMSG_DATA(cm), sizeof(int));
	}
	len = (uint32_t)data[0] << 24 | (uint32_t)data[1] << 16 | (uint32_t)data[2] << 8 | data[3];
	if ((mh.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) || n < (ssize_t)PROTO_HDR ||
	    len != (uint32_t)n - PROTO_HDR || proto_decode(data + PROTO_HDR, len, &m) < 0 ||
	    m.type != PROTO_SPAWN || fd < 0) {
		safe_close(fd);
		return -EPROTO;
	}
	*fd_out = fd;
	*hot = (m.num & PROTO_SPAWN_HOT) != 0;
	return 1;
}

int main(int argc, char **argv)
{
	struct wk w = { 0 };
	struct pyev_config pc;
	uint32_t layers;
	int threads;

	/* Before anything allocates: the template's memory layout (see thp.h, arena.h). Only
	 * speed depends on it. */
	if (thp_prepare() < 0)
		fprintf(stderr, "safepy-worker: cannot lay out the heap for huge pages\n");
	if (arena_install() < 0)
		return 1;
	rsv_hook_allocators();
	parse_args(&w, argc, argv);
	/* The client's environment (API keys included) must never reach Python. The
	 * supervisor already passes none; this holds even if someone runs us by hand. */
	wipe_exec_environment();
	if (clearenv() != 0)
		return 1;
	/* The supervisor's working directory (often the user's project) must not reach
	 * Python: paths it computes and file names it records would keep it in every
	 * worker's memory. */
	if (chdir("/") < 0)
		return 1;
	w.supervisor = getppid();
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != w.supervisor || w.supervisor == 1)
		return 1;
	w.devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (w.devnull < 0 || fcntl(CONTROL_FD, F_GETFD) < 0) {
		fprintf(stderr, "safepy-worker: no /dev/null or no control socket\n");
		return 1;
	}
	if (w.devnull < 10) { /* keep it out of the way of fds 0..3 */
		int fd = fcntl(w.devnull, F_DUPFD_CLOEXEC, 10);
		if (fd < 0)
			return 1;
		safe_close(w.devnull);
		w.devnull = fd;
	}
	if (dup2(w.devnull, 0) < 0 || dup2(w.devnull, 1) < 0)
		return 1;
	w.extra[w.n_extra] = NULL;
	w.denied[w.n_denied] = NULL;
	w.paths[w.n_paths] = NULL;
	if (w.science && science_environment(&w) < 0)
		return 1;
	pc = (struct pyev_config){ .lim = &w.lim, .extra_imports = w.extra, .denied = w.denied,
				   .paths = w.paths, .science = w.science,
				   .no_python_layer = w.no_python_layer };
	if (pyev_init(&pc) < 0)
		return 1;
	/* --memory-mb is what a call may add: the science template's own address space
	 * (numpy's, BLAS's and the libraries' mappings, ~300 MiB) comes on top. */
	if (w.science && add_own_size(&w.sbx) < 0)
		return 1;
	/* A thread a library started (a BLAS pool the environment did not hold at one) would
	 * not exist in the forked workers, and whatever lock it held would stay locked there:
	 * the template forks only as a single thread. */
	threads = own_threads(); /* -1 without /proc: nothing to tell */
	if (threads > 1) {
		fprintf(stderr, "safepy-worker: the template has %d threads after loading Python; "
			"it forks only with one\n", threads);
		return 1;
	}
	if (sbx_prepare_filter() < 0) {
		fprintf(stderr, "safepy-worker: cannot compile the seccomp filter\n");
		return 1;
	}
	/* Room for each worker's answer when its user code has used up its memory: mapped
	 * once here (address space only), inherited by every fork. */
	if (rsv_take() < 0 || rsv_grow_stack((size_t)w.lim.stack_mb << 20) < 0) {
		fprintf(stderr, "safepy-worker: cannot reserve address space\n");
		return 1;
	}
	/* Last, before the file system goes: everything big the template will own is there. A
	 * failure only costs speed. */
	(void)thp_remap_image();
	if (thp_collapse_self() < 0)
		fprintf(stderr, "safepy-worker: cannot read /proc/self/maps; no huge pages\n");
	/* After the layout (the pages' addresses are final), before /proc goes. */
	if (w.science && hot_record(pyev_probe) < 0)
		fprintf(stderr, "safepy-worker: cannot record the hot pages; workers copy none early\n");
	layers = sbx_isolate_template();
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != w.supervisor)
		return 1;
	/* From here the template itself is under the seccomp table (plus what it needs to
	 * fork); it runs no user code, but a bug in it must not open the machine either. */
	if (sbx_confine_template() < 0) {
		fprintf(stderr, "safepy-worker: cannot confine the template\n");
		return 1;
	}
	thp_settle_heap();
	thp_malloc_defaults();
	if (send_num(CONTROL_FD, PROTO_HELLO, layers) < 0)
		return 1;
	for (;;) {
		bool hot = false;
		int wfd = -1, r = recv_spawn(&wfd, &hot);
		pid_t pid;

		if (r == 0)
			return 0; /* supervisor closed the control socket: shut down */
		if (r < 0) {
			fprintf(stderr, "safepy-worker: bad control message (%s)\n", strerror(-r));
			return 1;
		}
		pid = spawn_worker(&w, wfd, hot);
		safe_close(wfd);
		if (pid < 0) {
			fprintf(stderr, "safepy-worker: clone: %s\n", strerror(errno));
			return 1;
		}
		if (send_num(CONTROL_FD, PROTO_SPAWNED, (uint32_t)pid) < 0)
			return 1;
	}
}
