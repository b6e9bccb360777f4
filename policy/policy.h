/* SPDX-License-Identifier: MIT */
/* pol_: the sandbox policy as data: limits, the import allowlist and deny list, and the
 * seccomp table (syscalls.c). Both processes read the same tables: the supervisor to
 * print and enforce limits, the worker to confine itself. Nothing here logs or exits. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct pol_limits {
	double timeout_s;        /* default wall-clock limit per call */
	double timeout_max_s;    /* ceiling for a caller's timeout_s */
	uint32_t memory_mb;      /* RLIMIT_AS of a worker */
	uint32_t log_cap;        /* characters of print() output kept */
	uint32_t max_code;       /* bytes of source accepted */
	uint32_t max_result;     /* bytes of the result's JSON form */
	uint32_t recursion_limit;
	uint32_t int_max_str_digits;
	uint32_t pool;           /* warm workers kept ready */
	uint32_t max_workers;    /* calls running at once */
	uint32_t nofile;         /* RLIMIT_NOFILE of a worker */
	uint32_t stack_mb;       /* RLIMIT_STACK of a worker */
	bool sessions;           /* named sessions offered (run_python's `session`) */
	uint32_t max_sessions;   /* sessions one connection may hold */
	double session_idle_s;   /* a session ends after this long without a call */
	uint32_t max_figures;    /* matplotlib figures returned per call */
	uint32_t max_figure_bytes; /* PNG bytes returned per call, all figures together */
};

void pol_limits_default(struct pol_limits *l);
/* CPU seconds a worker may use: a backstop behind the wall clock. */
uint32_t pol_cpu_limit(const struct pol_limits *l);

/* A named entry of a policy table and the one-line reason it is there (modules, syscalls
 * the template may make, attributes, builtins, audit events). */
struct pol_rule {
	const char *name;
	const char *reason;
};

/* Whether name is one of t's entries (t ends with a NULL name). */
bool pol_listed(const struct pol_rule *t, const char *name);

/* The default import allowlist and the deny list, NULL-terminated. */
extern const struct pol_rule pol_default_imports[];
extern const struct pol_rule pol_denied_imports[];
/* Extra modules imported before any user code (lazy dependencies of allowed modules):
 * after the filter no new module can ever be loaded. "pkg.*" stands for every module of
 * the package. */
extern const struct pol_rule pol_preimports[];
/* The scientific libraries: allowed where installed, loaded by a second template (the
 * science template) only, started when a call first needs them. */
extern const struct pol_rule pol_science_imports[];
/* Their submodules and lazy dependencies, loaded with them before the lockdown. */
extern const struct pol_rule pol_science_preimports[];
/* Whether name (a module, or a dotted name under one) is one of pol_science_imports. */
bool pol_is_science(const char *name);
/* Whether code names one of pol_science_imports as an identifier ("import numpy as np",
 * "from scipy import stats"), not counting those denied (NULL-terminated, may be NULL):
 * such a call runs where they are loaded. Identifiers in strings and comments count too:
 * a wrong guess only costs that call the other template's start. */
bool pol_names_science(const char *code, size_t len, const char *const *denied);

/* 0 if name may be added with --allow-import; -EPERM if it is on the deny list or a
 * submodule of a denied or private module; -EINVAL if it is not a dotted identifier. */
int pol_import_allowed(const char *name);
bool pol_is_default_import(const char *name);

/* ---- seccomp table (syscalls.c) ---- */
enum pol_action {
	POL_ALLOW,     /* needed by CPython at steady state */
	POL_ERRNO,     /* CPython may try it by accident: fail gracefully with errnum */
	POL_KILL,      /* never legitimate: kill the worker (after reporting the number) */
};

enum pol_args {
	POL_ARGS_ANY,
	POL_ARGS_READ_OWN,      /* read(fd) only on the worker's socket */
	POL_ARGS_WRITE_OWN,     /* write(fd) only on the socket and fds 1, 2 (/dev/null) */
	POL_ARGS_MMAP_NOEXEC,   /* no PROT_EXEC, only private anonymous mappings */
	POL_ARGS_MPROTECT_NOEXEC,
	POL_ARGS_MREMAP_MOVE,   /* flags subset of MREMAP_MAYMOVE */
	POL_ARGS_MADVISE_FREE,  /* MADV_DONTNEED / MADV_FREE / MADV_HUGEPAGE / MADV_POPULATE_WRITE only */
	POL_ARGS_CLOCK,         /* clock ids 0..15: no other process's CPU clock */
	POL_ARGS_GETRANDOM_NB,  /* flags subset of GRND_NONBLOCK */
	POL_ARGS_FUTEX_PRIVATE, /* private wait/wake ops only */
	POL_ARGS_SCHED_IDLE_SELF, /* this process, SCHED_IDLE: it can only lower itself */
};

struct pol_syscall {
	const char *name;
	enum pol_action action;
	int errnum;            /* POL_ERRNO only */
	enum pol_args args;
	const char *reason;
};

extern const struct pol_syscall pol_syscalls[];
extern const size_t pol_syscalls_n;
/* Calls the template's first filter allows and each worker's second filter takes back. */
extern const struct pol_rule pol_template_allow[];
const char *pol_action_name(enum pol_action a);
#define POL_WORKER_FD 3   /* the worker's socket is always fd 3 */

/* ---- the Python layer's rules (rules.c) ---- */

/* Attribute names user code may not read, write or delete (NULL-terminated). */
extern const struct pol_rule pol_denied_attrs[];
/* Builtins replaced by a function that raises SandboxError. */
extern const struct pol_rule pol_removed_builtins[];
extern const struct pol_rule pol_removed_module_names[];
/* Audit events allowed from user code, and from the standard library on its own. */
extern const struct pol_rule pol_audit_user[];
extern const struct pol_rule pol_audit_stdlib[];
extern const char *const pol_audit_attr_events[];

/* false if name is one of pol_denied_attrs. */
bool pol_attr_allowed(const char *name);

enum pol_audit {
	POL_AUDIT_ALLOW,
	POL_AUDIT_DENY,         /* SandboxError naming the operation */
	POL_AUDIT_DENY_IMPORT,  /* ModuleNotFoundError: a module the worker never loaded */
};
/* During user code: may `event` happen? user_frame: the top Python frame is the user's
 * code; attr: the attribute name of an object.__getattr__-style event, else NULL. */
enum pol_audit pol_audit_decide(const char *event, bool user_frame, const char *attr);
