/* SPDX-License-Identifier: MIT */
/* tpl_exec: starts a template process (safepy-worker) with what the supervisor may give
 * it: its arguments, two fixed environment settings, its control socket as fd 3, and
 * /dev/null on 0 and 1. Nothing of the client's environment or stdio. */
#pragma once
#include <stdbool.h>
#include <sys/types.h>
#include "daemon/pool.h"

/* Forks and executes the worker program; *fd gets the supervisor's end of the control
 * socket (SOCK_SEQPACKET, close-on-exec). science: the template that loads numpy and
 * friends. 0 or -errno. */
int tpl_exec(const struct pool_config *cfg, bool science, pid_t *pid, int *fd);
