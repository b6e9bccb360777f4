/* SPDX-License-Identifier: MIT */
/* worker/perf/thp.c: the template's heap (large blocks included) is collapsed into huge pages,
 * and what the template still does after forking workers (malloc and free in its control
 * loop) never writes to a huge page a child shares: that would split the template's own
 * mapping, and every later worker would inherit small pages again. Blocks of the program
 * image (code, read-only and writable data) move onto anonymous huge pages with their
 * protection and bytes. Skipped where the
 * kernel has no transparent huge pages or no MADV_COLLAPSE (Linux < 6.1). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include "worker/perf/thp.h"

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25
#endif

static int prepared;

/* 2 MiB of read-only data on a block of its own (the test is linked with 2 MiB segment
 * alignment, like the worker), with a pattern to check after the move. */
#define BLOCK (2u << 20)
static const unsigned char image_block[BLOCK] __attribute__((aligned(BLOCK))) = {
	[0] = 0x5a, [4096] = 1, [BLOCK / 2] = 2, [BLOCK - 1] = 0xa5,
};

/* And 2 MiB of writable data, next to the rest of .data and .bss. */
static unsigned char data_block[BLOCK] __attribute__((aligned(BLOCK))) = { [0] = 3, [BLOCK - 1] = 4 };
static int bss_value;
/* Relocated constants (.data.rel.ro): read-only after relocation, and they must stay so,
 * even where they fill a whole block (2.4 MB of pointers). */
#define RELRO_N 300000
static const char *const relro_value[RELRO_N] = { [0] = "relro", [RELRO_N / 2] = "mid" };

/* The line of /proc/self/smaps describing addr's mapping: its perms, path and
 * AnonHugePages (KiB). */
static void mapping_of(const void *addr, char perms[5], char path[64], long *huge_kib)
{
	FILE *f = fopen("/proc/self/smaps", "re");
	char line[512];
	int in = 0;

	assert_non_null(f);
	*huge_kib = -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;
		char p[5], name[64] = "";
		if (sscanf(line, "%lx-%lx %4s %*s %*s %*s %63s", &lo, &hi, p, name) >= 3 &&
		    strchr(line, '-') < strchr(line, ' ')) {
			in = (uintptr_t)addr >= lo && (uintptr_t)addr < hi;
			if (in) {
				memcpy(perms, p, 5);
				strcpy(path, name);
			}
		} else if (in && sscanf(line, "AnonHugePages: %ld kB", huge_kib) == 1) {
			break;
		}
	}
	fclose(f);
}

/* Rss (KiB) of the block in a child just forked, before it touches anything: what the
 * fork itself mapped for it. */
static long child_rss_after_fork(void)
{
	char path[64], line[512];
	int pipefd[2], in = 0;
	long rss = -1;
	pid_t pid;
	FILE *f;

	assert_int_equal(pipe2(pipefd, O_CLOEXEC), 0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		char c;
		(void)read(pipefd[0], &c, 1);
		_exit(0);
	}
	snprintf(path, sizeof(path), "/proc/%d/smaps", (int)pid);
	f = fopen(path, "re");
	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;
		if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' '))
			in = (uintptr_t)image_block >= lo && (uintptr_t)image_block < hi;
		else if (in && sscanf(line, "Rss: %ld kB", &rss) == 1)
			break;
	}
	fclose(f);
	assert_int_equal(write(pipefd[1], "x", 1), 1);
	assert_int_equal(waitpid(pid, NULL, 0), pid);
	close(pipefd[0]);
	close(pipefd[1]);
	return rss;
}

/* AnonHugePages (KiB) of the [heap] mappings, from /proc/self/smaps (one or more: glibc's
 * hugetlb tunable marks each growth of the heap, which splits it into several). */
static long heap_huge_kib(void)
{
	FILE *f = fopen("/proc/self/smaps", "re");
	char line[512];
	int in = 0;
	long kib, total = 0;

	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;
		if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' '))
			in = strstr(line, "[heap]") != NULL;
		else if (in && sscanf(line, "AnonHugePages: %ld kB", &kib) == 1)
			total += kib;
	}
	fclose(f);
	return total;
}

static int thp_usable(void)
{
	FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "re");
	char mode[128] = "";
	void *p;
	int ok;

	if (f == NULL)
		return 0;
	ok = fgets(mode, sizeof(mode), f) != NULL && strstr(mode, "[never]") == NULL;
	fclose(f);
	if (!ok)
		return 0;
	/* MADV_COLLAPSE itself: EINVAL on kernels that predate it. */
	p = mmap(NULL, 4u << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return 0;
	memset(p, 1, 4u << 20);
	ok = madvise((void *)(((uintptr_t)p + (2u << 20) - 1) & ~(uintptr_t)((2u << 20) - 1)), 2u << 20,
		     MADV_COLLAPSE) == 0;
	munmap(p, 4u << 20);
	return ok;
}

static void test_heap_collapsed_and_kept_whole_across_fork(void **state)
{
	char *small[2000], *big[8];
	uintptr_t brk_now;
	long before, after;
	int n, pipefd[2];
	pid_t child;

	(void)state;
	assert_int_equal(prepared, 0);
	if (!thp_usable())
		skip();
	for (size_t i = 0; i < 2000; i++) {
		small[i] = malloc(1000 + i % 64);
		assert_non_null(small[i]);
		memset(small[i], 7, 1000);
	}
	for (size_t i = 0; i < 8; i++) {
		big[i] = malloc(300u << 10);
		assert_non_null(big[i]);
		memset(big[i], 9, 300u << 10);
	}
	/* Large blocks come from the heap too (glibc's default would map each one apart). */
	brk_now = (uintptr_t)sbrk(0);
	for (size_t i = 0; i < 8; i++)
		assert_true((uintptr_t)big[i] < brk_now && brk_now - (uintptr_t)big[i] < (64u << 20));

	n = thp_collapse_self();
	assert_true(n >= 2);
	before = heap_huge_kib();
	assert_true(before >= 4096);

	thp_settle_heap(); /* as the template does before its first fork */

	/* A child shares the huge pages, as a worker does. */
	assert_int_equal(pipe2(pipefd, O_CLOEXEC), 0);
	child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		char c;
		(void)read(pipefd[0], &c, 1);
		_exit(0);
	}
	/* What the template's control loop does meanwhile: small mallocs and frees. */
	for (int i = 0; i < 500; i++) {
		char *p = malloc(16 + (size_t)(i % 100) * 8);
		assert_non_null(p);
		memset(p, 3, 16);
		free(p);
	}
	after = heap_huge_kib();
	assert_int_equal(write(pipefd[1], "x", 1), 1);
	assert_int_equal(waitpid(child, NULL, 0), child);
	close(pipefd[0]);
	close(pipefd[1]);
	assert_int_equal(after, before);
	for (size_t i = 0; i < 2000; i++)
		assert_int_equal(small[i][999], 7); /* contents survived the collapse */
	for (size_t i = 0; i < 8; i++)
		assert_int_equal(big[i][(300u << 10) - 1], 9);
}

static int find_rw_end(struct dl_phdr_info *info, size_t size, void *data)
{
	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_LOAD && (info->dlpi_phdr[i].p_flags & PF_W))
			*(uintptr_t *)data = info->dlpi_addr + info->dlpi_phdr[i].p_vaddr + info->dlpi_phdr[i].p_memsz;
	return 1;
}

/* The last block of the writable segment reaches past .bss; whatever is mapped there
 * (the heap, in a real process) is never replaced: that block stays as it was. */
static void test_tail_in_use_left_alone(void **state)
{
	uintptr_t end = 0;
	pid_t pid;
	int st;

	(void)state;
	if (!thp_usable())
		skip();
	dl_iterate_phdr(find_rw_end, &end);
	end = (end + 4095) & ~(uintptr_t)4095;
	assert_true(end % BLOCK != 0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		char perms[5] = "", path[64] = "";
		long huge;
		unsigned char *p = mmap((void *)end, 4096, PROT_READ | PROT_WRITE,
					MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
		if (p != (void *)end)
			_exit(2); /* the heap is there already: as good a sentinel, but unknown */
		p[0] = 0x77;
		if (thp_remap_image() < 1)
			_exit(3); /* the other blocks still move */
		if (p[0] != 0x77)
			_exit(4);
		mapping_of((const void *)(end - 1), perms, path, &huge);
		_exit(huge == 0 ? 0 : 5); /* the block below the sentinel was not moved */
	}
	assert_int_equal(waitpid(pid, &st, 0), pid);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 2)
		skip();
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), 0);
}

/* If the heap cannot grow at the break (something mapped right past it), malloc goes on
 * in a mapping elsewhere: what lies below the break is then live data, never dropped as
 * if it were the free top chunk. */
static void test_heap_continued_elsewhere_kept(void **state)
{
	pid_t pid;
	int st;

	(void)state;
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		enum { N = 4000, SZ = 1000 };
		static char *p[N];
		uintptr_t brk_now;
		for (int i = 0; i < N / 2; i++) {
			p[i] = malloc(SZ);
			if (p[i] == NULL)
				_exit(2);
			memset(p[i], 0x5a, SZ);
		}
		brk_now = (uintptr_t)sbrk(0);
		if (mmap((void *)brk_now, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0) !=
		    (void *)brk_now)
			_exit(2);
		for (int i = N / 2; i < N; i++) {
			p[i] = malloc(SZ);
			if (p[i] == NULL)
				_exit(2);
			memset(p[i], 0x5a, SZ);
		}
		(void)thp_collapse_self();
		for (int i = 0; i < N; i++)
			for (int j = 0; j < SZ; j++)
				if (p[i][j] != 0x5a)
					_exit(3);
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &st, 0), pid);
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), 0);
}

/* Without huge pages (here: disabled for the process, as THP "never" would), nothing is
 * moved: an anonymous copy in small pages would cost every fork an entry per page. */
static void test_no_huge_pages_nothing_moved(void **state)
{
	pid_t pid;
	int st;

	(void)state;
	if (!thp_usable())
		skip();
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		char perms[5] = "", path[64] = "";
		long huge;
		if (prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) < 0)
			_exit(2);
		if (thp_remap_image() != 0)
			_exit(3);
		mapping_of(image_block, perms, path, &huge);
		_exit(path[0] == '/' && image_block[0] == 0x5a ? 0 : 4);
	}
	assert_int_equal(waitpid(pid, &st, 0), pid);
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), 0);
}

static void test_image_block_moved_to_a_huge_page(void **state)
{
	char perms[5] = "", path[64] = "";
	long huge;
	pid_t pid;
	int st;

	(void)state;
	if (!thp_usable())
		skip();
	mapping_of(image_block, perms, path, &huge);
	assert_string_equal(perms, "r--p");
	assert_true(path[0] == '/'); /* still the program file */
	/* File-backed, a fork maps none of it: each worker would fault it in. */
	assert_int_equal(child_rss_after_fork(), 0);
	bss_value = 77;
	data_block[1] = 5;

	assert_true(thp_remap_image() >= 2);
	mapping_of(image_block, perms, path, &huge);
	assert_string_equal(perms, "r--p"); /* same protection */
	assert_string_equal(path, "");      /* anonymous now */
	assert_int_equal(huge, 2048);
	assert_int_equal(image_block[0], 0x5a); /* same bytes */
	assert_int_equal(image_block[4096], 1);
	assert_int_equal(image_block[BLOCK / 2], 2);
	assert_int_equal(image_block[BLOCK - 1], 0xa5);

	/* Anonymous, a fork maps it whole: no page faults on it in a worker. */
	assert_int_equal(child_rss_after_fork(), 2048);

	/* The writable block: anonymous, on a huge page, same bytes, still writable, and the
	 * rest of the data (.bss here) untouched. */
	mapping_of(data_block, perms, path, &huge);
	assert_string_equal(perms, "rw-p");
	assert_string_equal(path, "");
	assert_int_equal(huge, 2048);
	assert_int_equal(data_block[0], 3);
	assert_int_equal(data_block[1], 5);
	assert_int_equal(data_block[BLOCK - 1], 4);
	data_block[2] = 6;
	assert_int_equal(data_block[2], 6);
	assert_int_equal(bss_value, 77);
	mapping_of(&relro_value[RELRO_N / 2], perms, path, &huge);
	assert_string_equal(perms, "r--p");
	assert_string_equal(relro_value[0], "relro");
	assert_string_equal(relro_value[RELRO_N / 2], "mid");

	/* Still read-only. */
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		signal(SIGSEGV, SIG_DFL); /* not cmocka's handler */
		((volatile unsigned char *)image_block)[8] = 1;
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &st, 0), pid);
	assert_true(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_heap_collapsed_and_kept_whole_across_fork),
		cmocka_unit_test(test_tail_in_use_left_alone),
		cmocka_unit_test(test_heap_continued_elsewhere_kept),
		cmocka_unit_test(test_no_huge_pages_nothing_moved),
		cmocka_unit_test(test_image_block_moved_to_a_huge_page),
	};

	/* First, as in the template: before cmocka allocates. */
	prepared = thp_prepare();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
