/* SPDX-License-Identifier: MIT */
/* Children that are not named workers (see kids.h).
 *
 * A worker's pid comes from the template's SPAWNED, which can arrive after the worker
 * already died: a reaped pid is kept while some worker awaits its pid. A child that is
 * none of them is either a worker a stopped template never named (expected for a while),
 * one the supervisor had before it started, or a process a worker started: only the last
 * is a stray, and is reported, since seccomp forbids it and a kernel hole might not. */
#define _GNU_SOURCE
#include "daemon/kids.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>
#include "daemon/ev.h"
#include "daemon/log.h"
#include "proto/util.h"

#define MAX_ORPHANS 64
#define MAX_INHERITED 16  /* children a program had before it exec'd us */
#define LOST_GRACE 10.0  /* seconds a stopped template's unnamed workers have to exit */
#define SWEEP_GRACE 1.0  /* seconds shutdown spends reaping the children it killed */

struct orphan {
	pid_t pid;
	int status;
	double cpu;
};

struct kids {
	struct orphan orphans[MAX_ORPHANS]; /* reaped before any SPAWNED named them */
	size_t n_orphans;
	unsigned lost_unnamed; /* workers a stopped template never named: pids to expect */
	double lost_until;
	pid_t inherited[MAX_INHERITED]; /* children from before we started: never ours to kill */
	size_t n_inherited;
};

static void report(pid_t pid, int status)
{
	char how[64];

	if (WIFSIGNALED(status))
		snprintf(how, sizeof(how), "killed by signal %s",
			 sigabbrev_np(WTERMSIG(status)) ? sigabbrev_np(WTERMSIG(status)) : "?");
	else
		snprintf(how, sizeof(how), "exit status %d", WEXITSTATUS(status));
	log_warn("reaped pid %d (%s), which is not one of its workers: a worker started a process",
		 (int)pid, how);
}

/* A reaped child known to be no worker waiting for its pid. */
static void settle_one(struct kids *k, pid_t pid, int status)
{
	if (k->lost_unnamed > 0 && ev_now() < k->lost_until) {
		k->lost_unnamed--;
		log_debug("reaped pid %d: a worker its stopped template never named", (int)pid);
		return;
	}
	k->lost_unnamed = 0;
	report(pid, status);
}

/* Whether pid is a child the program that exec'd us left us; forgets it once reaped. */
static bool inherited(struct kids *k, pid_t pid, bool reaped)
{
	for (size_t i = 0; i < k->n_inherited; i++) {
		if (k->inherited[i] == pid) {
			if (reaped)
				k->inherited[i] = k->inherited[--k->n_inherited];
			return true;
		}
	}
	return false;
}

void kids_reaped(struct kids *k, pid_t pid, int status, double cpu, bool waiting)
{
	if (inherited(k, pid, true)) {
		log_debug("reaped pid %d, a child from before the supervisor started", (int)pid);
		return;
	}
	if (!waiting) {
		settle_one(k, pid, status);
		return;
	}
	/* Maybe a worker whose SPAWNED is on its way: kept until the template names it. */
	if (k->n_orphans == MAX_ORPHANS) {
		settle_one(k, k->orphans[0].pid, k->orphans[0].status);
		memmove(k->orphans, k->orphans + 1, (MAX_ORPHANS - 1) * sizeof(k->orphans[0]));
		k->n_orphans--;
	}
	k->orphans[k->n_orphans++] = (struct orphan){ pid, status, cpu };
}

bool kids_take(struct kids *k, pid_t pid, int *status, double *cpu)
{
	for (size_t i = 0; i < k->n_orphans; i++) {
		if (k->orphans[i].pid == pid) {
			*status = k->orphans[i].status;
			*cpu = k->orphans[i].cpu;
			k->orphans[i] = k->orphans[--k->n_orphans];
			return true;
		}
	}
	return false;
}

void kids_settle(struct kids *k)
{
	for (size_t i = 0; i < k->n_orphans; i++)
		settle_one(k, k->orphans[i].pid, k->orphans[i].status);
	k->n_orphans = 0;
}

void kids_expect_unnamed(struct kids *k, unsigned n)
{
	k->lost_unnamed += n;
	k->lost_until = ev_now() + LOST_GRACE;
}

static void closedirp(DIR **d)
{
	if (*d != NULL)
		(void)closedir(*d);
}

/* Up to max of our children's pids, from every thread's /proc children list; -1 if none
 * can be read (no /proc, or a kernel without CONFIG_PROC_CHILDREN). */
static int list_children(pid_t *out, int max)
{
	_cleanup_(closedirp) DIR *d = opendir("/proc/self/task");
	struct dirent *de;
	bool readable = false;
	int n = 0;

	if (d == NULL)
		return -1;
	while (n < max && (de = readdir(d)) != NULL) {
		_cleanup_close_ int fd = -1;
		char path[300], text[4096];
		ssize_t len;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/self/task/%s/children", de->d_name);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			continue;
		readable = true;
		if ((len = read(fd, text, sizeof(text) - 1)) <= 0)
			continue;
		text[len] = '\0';
		/* Only numbers followed by their space: a short read may end inside the last. */
		for (char *s = text, *e; n < max && (e = strchr(s, ' ')) != NULL; s = e + 1) {
			long v = strtol(s, NULL, 10);
			if (v > 0)
				out[n++] = (pid_t)v;
		}
	}
	return readable ? n : -1;
}

struct kids *kids_new(void)
{
	struct kids *k = calloc(1, sizeof(*k));
	int n;

	/* A process a worker starts (seccomp forbids it; a kernel hole might not) is
	 * reparented to us when its parent dies instead of escaping to init. */
	if (k == NULL || prctl(PR_SET_CHILD_SUBREAPER, 1) < 0) {
		free(k);
		return NULL;
	}
	n = list_children(k->inherited, MAX_INHERITED);
	k->n_inherited = n > 0 ? (size_t)n : 0;
	return k;
}

void kids_free(struct kids *k)
{
	free(k);
}

/* Waits up to max_s for a SIGCHLD on the caller's signalfd. */
static void wait_sigchld(int sigfd, double max_s)
{
	struct pollfd pf = { .fd = sigfd, .events = POLLIN };
	struct signalfd_siginfo si;

	if (poll(&pf, 1, (int)(max_s * 1000) + 1) > 0)
		while (read(sigfd, &si, sizeof(si)) == (ssize_t)sizeof(si))
			;
}

/* Those still kept while workers await their pids: as many as await one are theirs, the
 * rest strays. Returns how many workers may still come unnamed. */
static unsigned unnamed_left(struct kids *k, unsigned waiting)
{
	unsigned n = waiting + (k->lost_unnamed > 0 && ev_now() < k->lost_until ? k->lost_unnamed : 0);

	for (size_t i = 0; i < k->n_orphans; i++) {
		if (n > 0)
			n--;
		else
			report(k->orphans[i].pid, k->orphans[i].status);
	}
	k->n_orphans = 0;
	return n;
}

/* A child killed can hand us its own children, so the list is read until none is left. */
void kids_sweep(struct kids *k, int sigfd, unsigned waiting, bool (*own)(void *ctx, pid_t pid),
		void *ctx)
{
	unsigned unnamed = unnamed_left(k, waiting);
	double until = ev_now() + SWEEP_GRACE;

	for (;;) {
		pid_t list[256], pid;
		int n = list_children(list, (int)ARRAY_SIZE(list)), status, left = 0;

		/* Each is our child: its pid stays ours until we reap it. */
		for (int i = 0; i < n; i++) {
			if (inherited(k, list[i], false))
				continue;
			(void)kill(list[i], SIGKILL);
			left++;
		}
		while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
			if (own(ctx, pid) || inherited(k, pid, true))
				continue;
			if (unnamed > 0)
				unnamed--;
			else
				report(pid, status);
		}
		if (pid < 0 && errno == EINTR)
			continue;
		if (pid < 0 || (n >= 0 && left == 0)) {
			if (pid < 0 && errno != ECHILD)
				log_err("cannot reap children at shutdown: %s", strerror(errno));
			return;
		}
		if (ev_now() >= until) {
			log_info("shutdown: %d killed children still exiting; not waiting for them", left);
			return;
		}
		wait_sigchld(sigfd, fmin(0.05, until - ev_now()));
	}
}
