/* SPDX-License-Identifier: MIT */
/* The template's memory on huge pages (see thp.h).
 *
 * Why: a worker is a fork of the template, and both fork and exit cost a
 * page-table entry (plus reference counting) per 4 KiB page of the template's ~10 MiB of
 * private anonymous memory: measured here ~140 ns per page per worker, about a quarter
 * of a trivial call's CPU. A huge page is one entry at fork and one at exit. A worker
 * writing into one splits only its own mapping of it and copies 4 KiB, as before.
 *
 * MADV_COLLAPSE (Linux 6.1) works whatever the system's THP mode ("madvise" here). The
 * template's own memory is collapsed, not marked: a worker's new memory in those
 * mappings stays in 4 KiB pages, so a trivial call never zeroes a 2 MiB page (a call
 * that grows the heap, or needs a new arena slab, does get huge pages: glibc's hugetlb
 * tunable and arena.c mark those). Partly used blocks are filled with zero pages by the
 * collapse, so the template's memory grows by at most the unused part of each block.
 *
 * Trust: runs in the template before it is isolated, on its own memory; the kernel may
 * refuse any block (no huge page free, old kernel) and the template works the same. */
#define _GNU_SOURCE
#include "worker/perf/thp.h"
#include <errno.h>
#include <stdbool.h>
#include <link.h>
#include <signal.h>
#include <malloc.h>
#include <stdint.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "proto/util.h"

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25
#endif

#define HUGE (2ul << 20)
#define PAGE 4096ul
#define MAPS_MAX (256u << 10) /* the template has ~80 mappings, ~8 KiB of text */

static uintptr_t align_up(uintptr_t a)
{
	return (a + HUGE - 1) & ~(HUGE - 1);
}

/* Moves the program break to the next 2 MiB boundary. glibc's malloc allows others to
 * move the break: it fences off the gap and goes on from the new break. */
static int align_break(void)
{
	uintptr_t cur = (uintptr_t)sbrk(0);

	if (cur == (uintptr_t)-1)
		return -errno;
	if (align_up(cur) != cur && sbrk((intptr_t)(align_up(cur) - cur)) == (void *)-1)
		return -errno;
	return 0;
}

/* Where malloc's top chunk begins: what the template mallocs after the collapse (its
 * control loop, the first fork on) comes from there, so the heap is collapsed only below
 * it. Workers' first mallocs come from there too, in small pages. */
static uintptr_t heap_top(void)
{
	struct mallinfo2 m = mallinfo2();

	return (uintptr_t)sbrk(0) - m.keepcost;
}

/* Kept (one byte): a malloc freed at once may be optimized away with its free. */
static void *volatile first_malloc, *volatile first_rest;
/* The boundary thp_prepare moved the break to: below it are malloc's per-thread cache and
 * first region, written by the template after it forks; never collapsed. */
static uintptr_t heap_floor;

int thp_prepare(void)
{
	size_t top;
	int r;

	/* All of the template's malloc memory in one contiguous heap (large blocks would
	 * otherwise be separate mappings, none aligned), never trimmed, starting on a block
	 * boundary so every block of it can be collapsed. malloc's per-thread cache is
	 * written on every malloc and free: made first, it stays below that boundary, in
	 * small pages (a write by the template to a huge page it shares with a worker would
	 * split the template's own mapping of it, and every later worker would inherit the
	 * small pages). */
	if (mallopt(M_MMAP_THRESHOLD, 32 << 20) != 1 || mallopt(M_TRIM_THRESHOLD, INT32_MAX) != 1)
		return -EINVAL;
	if (first_malloc == NULL)
		first_malloc = malloc(1);
	r = align_break();
	if (r == 0)
		heap_floor = (uintptr_t)sbrk(0);
	/* malloc goes on in its first region until that is used up: it is below the
	 * boundary, and with the supervisor's glibc.malloc.hugetlb=1 it is a whole 2 MiB
	 * (every page of which the template would fill, in small pages). One block that is
	 * never touched takes the rest of it, so the next malloc starts at the boundary. */
	top = mallinfo2().keepcost;
	if (r == 0 && first_rest == NULL && top > 4096)
		first_rest = malloc(top - 64);
	return r;
}

static int collapse_range(uintptr_t start, uintptr_t end)
{
	int n = 0;

	for (uintptr_t b = align_up(start); b + HUGE <= end; b += HUGE)
		if (madvise((void *)b, HUGE, MADV_COLLAPSE) == 0)
			n++;
	return n;
}

/* Replaces one 2 MiB block of the program's own image by an anonymous copy on a huge
 * page, with the same protection. Code and read-only data are writable only in the copy,
 * before it is placed; mremap (MREMAP_FIXED: the target is unmapped as part of the move,
 * under the address space's lock; the likely refusal, the map-count limit, comes before
 * anything is unmapped) swaps it in with the same bytes, so even the code running this
 * sees no change. */
static int remap_block(uintptr_t b, int prot)
{
	sigset_t all, old;
	char *m, *dst;
	size_t head;

	m = mmap(NULL, 2 * HUGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED)
		return -errno;
	dst = (char *)align_up((uintptr_t)m);
	head = (size_t)(dst - m);
	if ((head && munmap(m, head) < 0) || munmap(dst + HUGE, HUGE - head) < 0)
		return -errno;
	/* A huge page first, or nothing: an anonymous copy in small pages would make every
	 * fork copy (and every exit drop) an entry per page, where the file mapping it
	 * replaces costs a fork nothing. No MADV_COLLAPSE (Linux < 6.1, THP compiled out or
	 * disabled for the process) or no huge page free: the block stays as the loader
	 * mapped it. */
	(void)madvise(dst, HUGE, MADV_HUGEPAGE); /* the first touch may get one at once */
	*(volatile char *)dst = 0;                /* a collapse needs a page present */
	if (madvise(dst, HUGE, MADV_COLLAPSE) < 0) {
		int e = errno;
		(void)munmap(dst, HUGE);
		return -e;
	}
	/* Writable data: no signal handler may write between the copy and the swap. */
	sigfillset(&all);
	if (sigprocmask(SIG_SETMASK, &all, &old) < 0) {
		(void)munmap(dst, HUGE);
		return -errno;
	}
	memcpy(dst, (const void *)b, HUGE);
	if (mprotect(dst, HUGE, prot) < 0 ||
	    mremap(dst, HUGE, HUGE, MREMAP_MAYMOVE | MREMAP_FIXED, (void *)b) == MAP_FAILED) {
		int e = errno;
		(void)munmap(dst, HUGE);
		(void)sigprocmask(SIG_SETMASK, &old, NULL);
		return -e;
	}
	(void)sigprocmask(SIG_SETMASK, &old, NULL);
	return 1;
}

#define MIN_USE (256ul << 10) /* a last block less used than this stays (the ELF headers) */

/* Claims [start, end) for the last block of a segment, if nothing is mapped there. */
static bool claim_tail(uintptr_t start, uintptr_t end)
{
	void *p = mmap((void *)start, end - start, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE,
		       -1, 0);

	if (p == (void *)start)
		return true;
	if (p != MAP_FAILED) /* a kernel older than the flag took it as a hint */
		(void)munmap(p, end - start);
	return false;
}

/* The blocks of one segment from floor (its start, or for the writable one the end of
 * its read-only-after-relocation part) on. The last block usually reaches past the
 * segment's end, into the gap before the next segment or after .bss: that tail is
 * claimed first, and only if nothing is mapped there (the heap starts at a random
 * distance after .bss). It reads as zeros, with the segment's protection. */
static int remap_segment(uintptr_t floor, uintptr_t end, int prot)
{
	int n = 0;

	end = (end + PAGE - 1) & ~(PAGE - 1);
	for (uintptr_t b = align_up(floor); b < end; b += HUGE) {
		bool tail = b + HUGE > end;

		if (tail && (end - b < MIN_USE || !claim_tail(end, b + HUGE)))
			break;
		if (remap_block(b, prot) > 0)
			n++;
		else if (tail)
			(void)munmap((void *)end, b + HUGE - end); /* give the gap back */
	}
	return n;
}

static int remap_segments(struct dl_phdr_info *info, size_t size, void *data)
{
	uintptr_t relro_end = 0;
	int *n = data;

	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_GNU_RELRO)
			relro_end = (info->dlpi_addr + info->dlpi_phdr[i].p_vaddr + info->dlpi_phdr[i].p_memsz +
				     PAGE - 1) & ~(PAGE - 1);
	/* The first object is the program itself (static libpython included). */
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t start = info->dlpi_addr + ph->p_vaddr, end = start + ph->p_memsz;
		int prot = PROT_READ | ((ph->p_flags & PF_X) ? PROT_EXEC : 0) |
			   ((ph->p_flags & PF_W) ? PROT_WRITE : 0);

		if (ph->p_type != PT_LOAD)
			continue;
		/* RELRO stays as the loader made it: read-only, in small pages. */
		if ((ph->p_flags & PF_W) && start < relro_end)
			start = relro_end;
		*n += remap_segment(start, end, prot);
	}
	return 1; /* only the first object */
}

int thp_remap_image(void)
{
	int n = 0;

	dl_iterate_phdr(remap_segments, &n);
	return n;
}

/* Whether malloc's top chunk really ends at the break: its size word (glibc: the word
 * after prev_size, low 3 bits flags) matches, and it lies inside the main heap. */
static bool top_at_break(uintptr_t top)
{
	struct mallinfo2 m = mallinfo2();
	uintptr_t brk_end = (uintptr_t)sbrk(0);

	if (m.keepcost < 4 * sizeof(size_t) || m.keepcost > m.arena || brk_end - m.arena > top ||
	    top % (2 * sizeof(size_t)) != 0)
		return false;
	return (*(const size_t *)(top + sizeof(size_t)) & ~(size_t)7) == m.keepcost;
}

/* Fills the rest of the heap's last block with one block the template keeps and never
 * touches: the top chunk then starts past it and the whole block can be collapsed. Costs
 * the template at most 2 MiB of zero pages that no worker copies. */
static void fill_heap_block(void)
{
	static void *filler;
	uintptr_t top = heap_top();

	if (filler == NULL && align_up(top) != top)
		filler = malloc(align_up(top) - top);
}

/* The top chunk's memory in small pages, none of it populated: the template writes there
 * after it forks (its control loop's mallocs), and a write to a huge page shared with a
 * worker would split it into 512 entries every later fork copies. With glibc's hugetlb
 * tunable the heap's growth is marked for huge pages and the template may have faulted a
 * whole one there. (A worker's own growth past the break is marked again by malloc.) */
static void small_top(void)
{
	uintptr_t top = heap_top(), brk_end = (uintptr_t)sbrk(0);
	uintptr_t block = top & ~(HUGE - 1), free_from = (top + 64 + PAGE - 1) & ~(PAGE - 1);

	/* Dropping pages is only safe on malloc's real top chunk: if the heap ever had to
	 * continue elsewhere (brk refused, mmap used instead), the top is not at the break
	 * and what lies below the break is live data. */
	if (!top_at_break(top))
		return;
	if (brk_end > block)
		(void)madvise((void *)block, brk_end - block, MADV_NOHUGEPAGE);
	if (brk_end > free_from)
		(void)madvise((void *)free_from, brk_end - free_from, MADV_DONTNEED);
}

/* "start-end perms offset dev inode [path]": private, read-write, not file-backed. */
static int collapse_line(const char *line)
{
	uintptr_t start, end;
	unsigned long inode;
	char perms[5], path[32] = "";

	if (sscanf(line, "%" SCNxPTR "-%" SCNxPTR " %4s %*s %*s %lu %31s", &start, &end, perms, &inode,
		   path) < 4)
		return 0;
	if (strcmp(perms, "rw-p") != 0 || inode != 0 || (path[0] != '\0' && strcmp(path, "[heap]") != 0))
		return 0; /* files, stacks, vdso: not ours to change */
	if (path[0] != '\0' && heap_top() < end)
		end = heap_top();
	if (path[0] != '\0' && heap_floor == 0)
		return 0; /* thp_prepare did not run or failed: nothing known of the heap */
	if (path[0] != '\0' && start < heap_floor)
		start = heap_floor; /* (the cache could sit on a boundary of its own) */
	return collapse_range(start, end);
}

int thp_collapse_self(void)
{
	static char maps[MAPS_MAX];
	size_t len = 0;
	int n = 0;
	_cleanup_close_ int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	fill_heap_block();
	small_top();
	while (len < sizeof(maps) - 1) {
		ssize_t r = read(fd, maps + len, sizeof(maps) - 1 - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -errno;
		if (r == 0)
			break;
		len += (size_t)r;
	}
	maps[len] = '\0';
	/* Read whole before any collapse: a collapse does not change the map, but reading
	 * /proc while it changes is not worth reasoning about. */
	for (char *line = maps, *nl; *line != '\0'; line = nl + 1) {
		nl = strchr(line, '\n');
		if (nl == NULL)
			break; /* a truncated last line: skipped */
		*nl = '\0';
		n += collapse_line(line);
	}
	memset(maps, 0, len); /* every worker would inherit the template's map otherwise */
	return n;
}

/* Why: each worker's first mallocs would otherwise reuse the template's free chunks,
 * scattered over its heap: each a copy-on-write fault (~3 us) on a page the worker then
 * owns, plus glibc's bin maintenance touching their neighbours (measured: ~40 faults and
 * ~0.4 ms of CPU per worker). And the template's own mallocs after it forks would write
 * into huge pages it shares, splitting them. With the caches and bins empty, both come
 * from the top chunk, a few contiguous small pages. */
void thp_settle_heap(void)
{
	size_t s, budget = 8u << 20;
	/* Where the top chunk starts moves only when it serves a request: asked again only
	 * then (heap_top() walks every bin: asked at each step, the science template's heap
	 * took ~0.6 s to settle). */
	uintptr_t top = heap_top();

	/* The per-size caches (tcache: up to 7 chunks per size class up to 1 KiB). */
	for (s = 16; s <= 1024; s += 16) {
		for (int i = 0; i < 8; i++) {
			void *p = malloc(s);
			if (p == NULL)
				return;
			if ((uintptr_t)p + 64 >= top) {
				top = heap_top();
				break; /* served by the top chunk: this size is drained */
			}
		}
	}
	/* The bins: largest requests first, halving whenever the top chunk serves one. The
	 * budget bounds the loop should the heap not be one contiguous brk area. Whether any
	 * free chunk is left is asked only when the size halves: mallinfo2() walks every bin,
	 * and asked at each of the science template's thousands of steps it cost ~0.4 s. */
	for (s = 1u << 16; s >= 16 && budget >= s;) {
		void *p = malloc(s);

		if (p == NULL)
			return;
		if ((uintptr_t)p + 64 >= top) {
			struct mallinfo2 m;
			free(p);
			s /= 2;
			m = mallinfo2();
			if (m.fordblks - m.keepcost < 32)
				break;
			top = heap_top();
		} else {
			budget -= s;
			/* (A consolidation of free chunks next to the top chunk moves it down: asked
			 * again now and then, so it is not taken for a bin for long.) */
			if ((budget / s & 255) == 0)
				top = heap_top();
		}
	}
}

void thp_malloc_defaults(void)
{
	/* Free memory at the heap's top beyond 64 MiB goes back (as arena.c keeps at most 64
	 * MiB of emptied arenas): the address-space limit stays usable after a peak, and a
	 * dict that grows by reallocating its table does not give back and fault in again
	 * at every step (glibc's 128 KiB default: ~2,000 faults for a 200k-entry dict where
	 * ~770 remain). Blocks up to 32 MiB stay in the heap (thp_prepare): there they grow
	 * onto huge pages in 2 MiB steps, where a mapping of their own would start with small
	 * pages up to its first 2 MiB boundary. */
	(void)mallopt(M_TRIM_THRESHOLD, 64 << 20);
}
