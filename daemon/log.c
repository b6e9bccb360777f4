/* SPDX-License-Identifier: MIT */
/* Logging to stderr: one line per message, prefixed with the program name and level.
 *
 * A client may pipe our stderr and never read it (MCP lets it): a blocking write there
 * would stop the server (red-team pass 69). A line goes out in one write() only when the
 * fd can take it now, else it is dropped, and the count of dropped lines is reported with
 * the next line that gets through. */
#include "daemon/log.h"
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

static enum log_level level = LOG_INFO;
static unsigned long dropped;

void log_set_level(enum log_level l) { level = l; }

/* Whether fd 2 takes a short line without blocking (a pipe with room for PIPE_BUF bytes,
 * a terminal, a file). */
static int writable(void)
{
	struct pollfd p = { .fd = 2, .events = POLLOUT };

	return poll(&p, 1, 0) == 1 && (p.revents & POLLOUT);
}

void log_msg(enum log_level l, const char *fmt, ...)
{
	static const char *const names[] = { "error", "warning", "info", "debug" };
	char msg[1024], line[1200];
	va_list ap;
	int saved = errno, n;

	if (l > level)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (!writable()) {
		dropped++;
		errno = saved;
		return;
	}
	if (dropped > 0)
		n = snprintf(line, sizeof(line), "safepy: %s: %s (%lu earlier log lines dropped: stderr was full)\n",
			     names[l], msg, dropped);
	else
		n = snprintf(line, sizeof(line), "safepy: %s: %s\n", names[l], msg);
	if (n > 0 && write(2, line, (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1) > 0)
		dropped = 0;
	errno = saved;
}
