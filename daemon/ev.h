/* SPDX-License-Identifier: MIT */
/* ev_: a tiny epoll loop. File descriptors get callbacks; "tick" callbacks run after each
 * wake-up and return when they next need to run, which bounds the epoll timeout. */
#pragma once
#include <stdbool.h>
#include <stdint.h>

struct ev;
typedef void (*ev_fd_fn)(void *ctx, uint32_t events);
typedef double (*ev_tick_fn)(void *ctx, double now); /* returns next deadline or INFINITY */

struct ev *ev_new(void);
void ev_free(struct ev *e);
int ev_add(struct ev *e, int fd, uint32_t events, ev_fd_fn fn, void *ctx);
int ev_mod(struct ev *e, int fd, uint32_t events);
void ev_del(struct ev *e, int fd);
int ev_add_tick(struct ev *e, ev_tick_fn fn, void *ctx);
void ev_del_tick(struct ev *e, ev_tick_fn fn, void *ctx);
/* Wake the loop's ticks at the next iteration (after state changes). */
void ev_kick(struct ev *e);
int ev_run(struct ev *e);
void ev_stop(struct ev *e);
bool ev_stopped(const struct ev *e);
double ev_now(void); /* CLOCK_MONOTONIC seconds */
