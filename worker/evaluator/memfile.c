/* SPDX-License-Identifier: MIT */
/* Streams in memory in place of the files a library's C code opens for its messages.
 *
 * scipy's MessageStream (the message channel of Qhull: Delaunay, ConvexHull, Voronoi,
 * griddata; of trust-krylov and stats.sampling) opens a temporary file with
 * tempfile.mkstemp() and wraps it with fdopen(). A worker has no file to create. Its
 * tempfile stand-in (science.py) returns MF_FD, and this program's fdopen, which the
 * dynamic linker binds in place of the C library's for every library loaded, turns that
 * number into fmemopen(): a stream in the worker's own memory (its RLIMIT_AS counts
 * it), no descriptor, no file. Every other fdopen is the C library's.
 *
 * matplotlib's Delaunay (Triangulation, tricontour, plot_trisurf) sends Qhull's messages
 * to fopen64("/dev/null", "w"): that is a stream that reads nothing and discards what is
 * written. Every other fopen is the C library's (and finds no file after the lockdown). */
#define _GNU_SOURCE /* fopencookie */
#include "worker/evaluator/memfile.h"
#include <dlfcn.h>
#include <string.h>
#include <sys/types.h>
#include <errno.h>
#include <stdio.h>

static FILE *(*real_fdopen)(int, const char *);
static FILE *(*real_fopen)(const char *, const char *);

/* The C library's own, found once as the program loads (before any library's code can
 * call these). */
__attribute__((constructor)) static void find_real(void)
{
	real_fdopen = (FILE * (*)(int, const char *))dlsym(RTLD_NEXT, "fdopen");
	real_fopen = (FILE * (*)(const char *, const char *))dlsym(RTLD_NEXT, "fopen");
}

static FILE *missing(void)
{
	errno = ENOSYS;
	return NULL;
}

static ssize_t null_read(void *c, char *buf, size_t n)
{
	(void)c, (void)buf, (void)n;
	return 0;
}

static ssize_t null_write(void *c, const char *buf, size_t n)
{
	(void)c, (void)buf;
	return (ssize_t)n;
}

__attribute__((visibility("default"))) FILE *fopen(const char *path, const char *mode)
{
	static const cookie_io_functions_t null_io = { .read = null_read, .write = null_write };

	if (path != NULL && strcmp(path, "/dev/null") == 0)
		return fopencookie(NULL, mode, null_io);
	return real_fopen ? real_fopen(path, mode) : missing();
}

/* The same for code built with large-file support (matplotlib's _qhull). */
__attribute__((visibility("default"))) FILE *fopen64(const char *path, const char *mode)
{
	return fopen(path, mode);
}

__attribute__((visibility("default"))) FILE *fdopen(int fd, const char *mode)
{
	if (fd == MF_FD)
		return fmemopen(NULL, MF_SIZE, "w+");
	return real_fdopen ? real_fdopen(fd, mode) : missing();
}
