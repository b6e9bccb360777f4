/* SPDX-License-Identifier: MIT */
/* The template's hot pages (see hot.h).
 *
 * Why: a science worker's first pandas or matplotlib call writes ~1,200-2,500 of the
 * template's pages (reference counts, the specializing interpreter's counters, caches):
 * each a copy-on-write fault, ~3 us here, and then the cache misses of a fresh copy. A
 * group-by on 10k rows costs ~10 ms of CPU in a fresh worker and ~3 ms in a warm one.
 * Running the calls themselves before READY costs their compute too (a figure: ~50 ms);
 * copying the pages they write costs ~2.3 us a page with MADV_POPULATE_WRITE.
 *
 * How: before the template is isolated (it reads /proc/self), a probe child forked like a
 * worker runs the probe calls, then reads its own page map: a page of the template's
 * private writable mappings that the child now has to itself (PM_MMAP_EXCLUSIVE) is one it
 * wrote. Their ranges go back through a pipe; every worker copies them before READY.
 *
 * Trust: the probe is the template's own code on its own memory, before isolation, and
 * the list only says which of the worker's own pages to copy early; MADV_POPULATE_WRITE
 * refuses (ENOMEM) a range that is no longer mapped, and changes no byte. */
#define _GNU_SOURCE
#include "worker/perf/hot.h"
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "proto/util.h"

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

#define PAGE 4096ul
#define MAPS_MAX (1u << 20)
#define MAX_RANGES 8192
#define PM_PRESENT (1ull << 63)
#define PM_EXCLUSIVE (1ull << 56)

struct range {
	uintptr_t start, end;
};

static struct range *hot;
static size_t n_hot, hot_pages;

static ssize_t read_full(int fd, void *p, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = read(fd, (char *)p + got, n - got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}

/* The private writable mappings of this process (heap, arenas, data of the libraries). */
static size_t writable_ranges(struct range *out, size_t max)
{
	_cleanup_close_ int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
	char *text = malloc(MAPS_MAX), *line, *save = NULL;
	ssize_t n;
	size_t k = 0;

	if (fd < 0 || text == NULL) {
		free(text);
		return 0;
	}
	n = read_full(fd, text, MAPS_MAX - 1);
	text[n > 0 ? n : 0] = '\0';
	for (line = strtok_r(text, "\n", &save); line && k < max; line = strtok_r(NULL, "\n", &save)) {
		uintptr_t a, b;
		char perm[8];
		if (sscanf(line, "%" SCNxPTR "-%" SCNxPTR " %7s", &a, &b, perm) != 3)
			continue;
		if (perm[0] != 'r' || perm[1] != 'w' || perm[3] != 'p' || strstr(line, "[stack]") ||
		    strstr(line, "[vvar") || strstr(line, "[vsyscall]"))
			continue;
		out[k++] = (struct range){ a, b };
	}
	free(text);
	return k;
}

/* In the probe child: the pages of ranges it has to itself, as ranges, to fd. */
static void report(int out, const struct range *r, size_t n)
{
	_cleanup_close_ int pm = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
	uint64_t *ent = malloc(512 * sizeof(uint64_t));
	struct range cur = { 0, 0 };

	if (pm < 0 || ent == NULL)
		return;
	for (size_t i = 0; i < n; i++) {
		for (uintptr_t a = r[i].start; a < r[i].end; a += 512 * PAGE) {
			size_t pages = (r[i].end - a) / PAGE;
			ssize_t got;
			if (pages > 512)
				pages = 512;
			got = pread(pm, ent, pages * sizeof(uint64_t), (off_t)(a / PAGE * sizeof(uint64_t)));
			if (got <= 0)
				break;
			for (size_t j = 0; j < (size_t)got / sizeof(uint64_t); j++) {
				uintptr_t p = a + j * PAGE;
				if ((ent[j] & (PM_PRESENT | PM_EXCLUSIVE)) != (PM_PRESENT | PM_EXCLUSIVE))
					continue;
				if (cur.end == p) {
					cur.end += PAGE;
					continue;
				}
				if (cur.end > cur.start && write(out, &cur, sizeof(cur)) != (ssize_t)sizeof(cur))
					return;
				cur = (struct range){ p, p + PAGE };
			}
		}
	}
	if (cur.end > cur.start)
		(void)!write(out, &cur, sizeof(cur));
	free(ent);
}

int hot_record(int (*probe)(void))
{
	struct range *w = malloc(MAX_RANGES * sizeof(*w));
	size_t nw = w ? writable_ranges(w, MAX_RANGES) : 0;
	int pfd[2], status;
	pid_t pid;
	size_t cap = 0;

	if (nw == 0 || pipe2(pfd, O_CLOEXEC) < 0) {
		free(w);
		return -1;
	}
	/* Forked as the workers are (no atfork handlers): the child is what a worker is. */
	pid = (pid_t)syscall(SYS_clone, SIGCHLD, NULL, NULL, NULL, NULL);
	if (pid == 0) {
		safe_close(pfd[0]);
		if (probe() == 0)
			report(pfd[1], w, nw);
		_exit(0);
	}
	safe_close(pfd[1]);
	free(w);
	if (pid < 0) {
		safe_close(pfd[0]);
		return -1;
	}
	for (;;) {
		struct range r;
		ssize_t got = read_full(pfd[0], &r, sizeof(r));
		if (got != (ssize_t)sizeof(r))
			break;
		if (n_hot == cap) {
			struct range *nh = realloc(hot, (cap ? cap * 2 : 256) * sizeof(*hot));
			if (nh == NULL)
				break;
			hot = nh;
			cap = cap ? cap * 2 : 256;
		}
		hot[n_hot++] = r;
		hot_pages += (r.end - r.start) / PAGE;
	}
	safe_close(pfd[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	return (int)hot_pages;
}

void hot_touch(void)
{
	for (size_t i = 0; i < n_hot; i++) {
		if (madvise((void *)hot[i].start, hot[i].end - hot[i].start, MADV_POPULATE_WRITE) == 0)
			continue;
		if (errno != EINVAL && errno != EPERM)
			continue; /* no longer mapped (ENOMEM) or not writable (EFAULT): skip */
		/* No MADV_POPULATE_WRITE (Linux < 5.14, or the filter refuses it): write each
		 * page's first byte back. The ranges were private writable mappings of the template
		 * and nothing since unmapped them: the worker is a fresh fork of it. */
		for (uintptr_t a = hot[i].start; a < hot[i].end; a += PAGE)
			__atomic_fetch_add((volatile char *)a, 0, __ATOMIC_RELAXED);
	}
}
