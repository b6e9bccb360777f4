/* SPDX-License-Identifier: MIT */
/* Streams in memory in place of temporary files.
 *
 * scipy's MessageStream (the message channel of Qhull: Delaunay, ConvexHull, Voronoi,
 * griddata; of trust-krylov and stats.sampling) opens a temporary file with
 * tempfile.mkstemp() and wraps it with fdopen(). A worker has no file to create. Its
 * tempfile stand-in (science.py) returns MF_FD, and this program's fdopen, which the
 * dynamic linker binds in place of the C library's for every library loaded, turns that
 * number into fmemopen(): a stream in the worker's own memory (its RLIMIT_AS counts
 * it), no descriptor, no file. Every other fdopen is the C library's. */
#include "worker/evaluator/memfile.h"
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>

static FILE *(*real_fdopen)(int, const char *);

int mf_init(void)
{
	if (real_fdopen == NULL)
		real_fdopen = (FILE * (*)(int, const char *))dlsym(RTLD_NEXT, "fdopen");
	return real_fdopen != NULL ? 0 : -ENOENT;
}

__attribute__((visibility("default"))) FILE *fdopen(int fd, const char *mode)
{
	if (fd == MF_FD)
		return fmemopen(NULL, MF_SIZE, "w+");
	if (real_fdopen == NULL && mf_init() < 0) {
		errno = ENOSYS;
		return NULL;
	}
	return real_fdopen(fd, mode);
}
