/* SPDX-License-Identifier: MIT */
/* One-shot runner: read a file, run it like a tools/call, print, exit with a status that
 * says what happened. */
#include "daemon/outcome.h"
#include "daemon/run.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "daemon/log.h"
#include "daemon/tool.h"
#include "proto/buf.h"
#include "proto/jsonrpc.h"
#include "proto/png.h"

struct run_state {
	struct ev *ev;
	json_object *out;
};

static void done(void *ctx, json_object *structured)
{
	struct run_state *st = ctx;

	st->out = structured;
	ev_stop(st->ev);
}

static int read_source(const char *path, size_t max, struct buf **out)
{
	_cleanup_close_ int fd = -1;
	struct buf *b = buf_new(max + 1);

	if (b == NULL)
		return -ENOMEM;
	fd = strcmp(path, "-") == 0 ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		buf_free(b);
		return -errno;
	}
	for (;;) {
		uint8_t *dst;
		ssize_t n;
		if (buf_reserve(b, 65536 < buf_room(b) ? 65536 : buf_room(b), &dst) < 0 || buf_room(b) == 0) {
			buf_free(b);
			return -EFBIG;
		}
		n = read(fd, dst, 65536 < buf_room(b) ? 65536 : buf_room(b));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int e = errno;
			buf_free(b);
			return -e;
		}
		if (n == 0)
			break;
		buf_commit(b, (size_t)n);
	}
	*out = b;
	return 0;
}

static int exit_status_of(const char *type)
{
	static const char *const limits[] = { "TimeoutError", "MemoryError", "CPULimitExceeded",
					      "WorkerKilled", "ResultTooLarge", "CodeTooLarge", NULL };
	static const char *const internal[] = { "InternalError", "WorkerProtocolError", NULL };

	for (const char *const *t = limits; *t; t++)
		if (strcmp(type, *t) == 0)
			return RUN_EXIT_LIMIT;
	for (const char *const *t = internal; *t; t++)
		if (strcmp(type, *t) == 0)
			return RUN_EXIT_INTERNAL;
	return RUN_EXIT_ERROR;
}

static const char *field(json_object *o, const char *k)
{
	json_object *v = NULL;

	return json_object_object_get_ex(o, k, &v) && v ? json_object_get_string(v) : NULL;
}

static void print_human(json_object *out)
{
	json_object *err = NULL, *res = NULL, *trunc = NULL;
	const char *logs = field(out, "logs");

	if (logs && *logs) {
		fputs(logs, stdout);
		if (logs[strlen(logs) - 1] != '\n')
			fputc('\n', stdout);
	}
	json_object_object_get_ex(out, "logs_truncated", &trunc);
	if (json_object_get_boolean(trunc))
		fprintf(stderr, "safepy: the output was truncated\n");
	json_object_object_get_ex(out, "error", &err);
	if (err != NULL) {
		const char *tb = field(err, "traceback");
		json_object *line = NULL;
		if (tb && *tb)
			fprintf(stderr, "%s\n", tb);
		else
			fprintf(stderr, "%s: %s\n", field(err, "type"), field(err, "message"));
		if (json_object_object_get_ex(err, "line", &line) && line)
			fprintf(stderr, "safepy: %s at line %d\n", field(err, "type"), json_object_get_int(line));
		return;
	}
	json_object_object_get_ex(out, "result", &res);
	if (res != NULL)
		printf("result (%s): %s\n", field(out, "result_type"),
		       json_object_to_json_string_ext(res, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
}

/* Writes one figure's PNG (its base64 was checked by out_check_result). */
static int write_png(const char *dir, size_t i, const char *b64, size_t len)
{
	_cleanup_free_ uint8_t *png = malloc(len / 4 * 3 + 1);
	_cleanup_close_ int fd = -1;
	char path[4200];
	size_t n;

	if (png == NULL || png_b64_decode(b64, len, png, len / 4 * 3 + 1, &n) < 0)
		return -ENOMEM;
	snprintf(path, sizeof(path), "%s/figure-%zu.png", dir, i + 1);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
	if (fd < 0)
		return -errno;
	for (size_t off = 0; off < n;) {
		ssize_t w = write(fd, png + off, n - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return w < 0 ? -errno : -EIO;
		off += (size_t)w;
	}
	fprintf(stderr, "safepy: wrote %s\n", path);
	return 0;
}

/* safepy run runs outside the sandbox: figures become files only where --figures says,
 * and never in the printed output object. */
static void figures_out(json_object *out, const char *dir)
{
	json_object *figs, *data;

	if (!json_object_object_get_ex(out, "figures", &figs))
		return;
	for (size_t i = 0; i < json_object_array_length(figs); i++) {
		json_object *f = json_object_array_get_idx(figs, i);
		if (!json_object_object_get_ex(f, "data", &data))
			continue;
		if (dir == NULL) {
			fprintf(stderr, "safepy: figure %zu not written (give --figures DIR to keep it)\n", i + 1);
		} else {
			int r = write_png(dir, i, json_object_get_string(data), (size_t)json_object_get_string_len(data));
			if (r < 0)
				fprintf(stderr, "safepy: cannot write figure %zu into %s: %s\n", i + 1, dir, strerror(-r));
		}
		json_object_object_del(f, "data");
	}
}

int run_file(struct ev *ev, struct pool *pool, const struct opts *o)
{
	_cleanup_buf_ struct buf *src = NULL;
	struct run_state st = { .ev = ev };
	json_object *args, *err = NULL;
	struct tool_args ta;
	int r = read_source(o->file, o->lim.max_code, &src);

	if (r == -EFBIG) {
		st.out = out_error("CodeTooLarge", "the file is larger than --max-code", 0);
	} else if (r < 0) {
		fprintf(stderr, "safepy: cannot read %s: %s\n", o->file, strerror(-r));
		return RUN_EXIT_USAGE;
	} else {
		/* The same argument checks as tools/call (size, UTF-8). */
		args = json_object_new_object();
		json_object_object_add(args, "code", json_object_new_string_len(
			(const char *)(buf_len(src) ? buf_data(src) : (const uint8_t *)""), (int)buf_len(src)));
		if (tool_parse_args(args, &o->lim, &ta, &err) < 0)
			st.out = err;
		else if (pool_submit(pool, NULL, ta.code, ta.len, ta.timeout_s, done, &st, NULL) < 0)
			st.out = out_error("InternalError", "out of memory", 0);
		else if (ev_run(ev) < 0 || st.out == NULL)
			st.out = out_error("InternalError", "interrupted", 0);
		json_object_put(args);
	}
	figures_out(st.out, o->figures_dir);
	if (o->json)
		printf("%s\n", json_object_to_json_string_ext(st.out, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
	else
		print_human(st.out);
	fflush(stdout);
	{
		json_object *e = NULL;
		int status = RUN_EXIT_OK;
		if (json_object_object_get_ex(st.out, "error", &e) && e != NULL)
			status = exit_status_of(field(e, "type"));
		json_object_put(st.out);
		return status;
	}
}
