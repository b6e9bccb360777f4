/* SPDX-License-Identifier: MIT */
/* Small shared helpers: cleanup attributes, ownership transfer, errno-safe close. */
#pragma once
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#define _cleanup_(f) __attribute__((cleanup(f)))
#define _wur_ __attribute__((warn_unused_result))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Hand a cleanup-managed pointer or fd to someone else. */
#define TAKE_PTR(p) ({ __typeof__(p) _t = (p); (p) = NULL; _t; })
#define TAKE_FD(fd) ({ int _t = (fd); (fd) = -1; _t; })

/* Closes fd keeping errno; returns -1 so "fd = safe_close(fd)" works. EINTR is not
 * retried: on Linux the fd is gone either way. */
static inline int safe_close(int fd)
{
	if (fd >= 0) {
		int saved = errno;
		(void)close(fd);
		errno = saved;
	}
	return -1;
}

static inline void closep(int *fd) { *fd = safe_close(*fd); }
static inline void freep(void *p) { free(*(void **)p); }
#define _cleanup_close_ _cleanup_(closep)
#define _cleanup_free_ _cleanup_(freep)
