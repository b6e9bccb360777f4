/* SPDX-License-Identifier: MIT */
/* out_: the run_python output object as the supervisor makes and checks it: error
 * objects, a worker's RESULT checked field by field, and how a worker that did not
 * answer died. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <json-c/json.h>
#include "policy/policy.h"

/* An error-only output object (the call did not run, or its worker gave no result). */
json_object *out_error(const char *type, const char *message, double duration_ms);
/* Milliseconds with microsecond precision, written as such (not %.17g noise). */
json_object *out_ms(double ms);
/* 0 if o is exactly the output object minus duration_ms, as a worker must send it, with
 * every number finite and its figures well-formed PNG within l's limits (each becomes
 * {width, height, bytes, data}); else -1 and *why says what is wrong. */
int out_check_result(json_object *o, const struct pol_limits *l, const char **why);

/* What the supervisor knows about a worker that died without answering. */
struct out_death {
	int status;          /* from waitpid */
	double cpu_s;        /* CPU time it used */
	bool timed_out;      /* the supervisor killed it at the wall clock */
	double timeout_s;
	const char *perr;    /* the protocol rule it broke, or NULL */
	int denied_nr;       /* the syscall its SIGSYS reporter named, or -1 */
	bool ran;            /* it was sent user code */
	bool session;        /* it was a session's worker (its CPU time is the session's) */
};
/* The error type and message of such a call (TimeoutError, WorkerKilled, ...). */
void out_death(const struct out_death *d, const struct pol_limits *l, char *type, size_t tn,
	       char *msg, size_t mn);
