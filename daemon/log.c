/* SPDX-License-Identifier: MIT */
/* Logging to stderr: one line per message, prefixed with the program name and level. */
#include "daemon/log.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>

static enum log_level level = LOG_INFO;

void log_set_level(enum log_level l) { level = l; }

void log_msg(enum log_level l, const char *fmt, ...)
{
	static const char *const names[] = { "error", "warning", "info", "debug" };
	char line[1024];
	va_list ap;
	int saved = errno;

	if (l > level)
		return;
	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	fprintf(stderr, "safepy: %s: %s\n", names[l], line);
	errno = saved;
}
