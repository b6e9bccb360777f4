/* SPDX-License-Identifier: MIT */
/* The Python layer's rules as data: attribute names that reach the interpreter's
 * internals, builtins that are not offered, and the audit events user code may raise.
 *
 * These rules are a guide rail with clear messages, not a boundary: code that gets
 * around them still runs in a worker the kernel confines (docs/TRUST.md). So each
 * rule only names what ordinary code never needs, and everything else behaves as in
 * CPython. */
#include "policy/policy.h"
#include <string.h>

/* Read, written or deleted through any syntax or the checked getattr family. */
const struct pol_rule pol_denied_attrs[] = {
	{ "__globals__", "a function's module globals, and through them the real builtins" },
	{ "__builtins__", "the real builtins module" },
	{ "__code__", "code objects: bytecode the interpreter runs unchecked" },
	{ "__closure__", "the cells of another function" },
	{ "__subclasses__", "every class in the process, the start of most gadget hunts" },
	{ "__self__", "a built-in function's __self__ is its real module (builtins)" },
	{ "gi_frame", "a generator's frame" },
	{ "gi_code", "a generator's code object" },
	{ "cr_frame", "a coroutine's frame" },
	{ "cr_code", "a coroutine's code object" },
	{ "ag_frame", "an async generator's frame" },
	{ "ag_code", "an async generator's code object" },
	{ "tb_frame", "a traceback's frame (stdlib frames hold the real builtins)" },
	{ "f_back", "the calling frame" },
	{ "f_globals", "a frame's module globals" },
	{ "f_locals", "a frame's locals" },
	{ "f_builtins", "a frame's real builtins" },
	{ "f_code", "a frame's code object" },
	{ NULL, NULL },
};

/* Replaced by a function that raises SandboxError naming the builtin. */
const struct pol_rule pol_removed_builtins[] = {
	{ "open", "there are no files" },
	{ "input", "there is no terminal: stdin is not the user's" },
	{ "breakpoint", "no debugger" },
	{ "help", "pydoc reads files and starts a pager" },
	{ "eval", "runs text the policy never checked" },
	{ "exec", "runs text the policy never checked" },
	{ "compile", "makes code objects from text the policy never checked" },
	{ "copyright", "site's text, not available" },
	{ "credits", "site's text, not available" },
	{ "license", "site's text, not available" },
	{ NULL, NULL },
};

/* Names in an allowed module's view that are replaced by a function raising
 * SandboxError, as the removed builtins are ("module.name"). */
const struct pol_rule pol_removed_module_names[] = {
	{ "io.open", "there are no files" },
	{ "io.open_code", "there are no files" },
	{ "io.FileIO", "there are no files" },
	{ NULL, NULL },
};

/* Audit events user code may raise itself (the top Python frame is the user's code). */
const struct pol_rule pol_audit_user[] = {
	{ "builtins.id", "an object's identity; addresses give no capability" },
	{ "time.sleep", "sleeping is bounded by the wall clock" },
	{ "sys.unraisablehook", "an exception a finalizer could not raise, reported in the logs" },
	{ NULL, NULL },
};

/* Audit events the standard library may raise on its own behalf (the top Python frame
 * is not the user's code). From user code they are refused. */
const struct pol_rule pol_audit_stdlib[] = {
	{ "builtins.id", "copy's memo, pprint's recursion marker" },
	{ "time.sleep", "queue and threading timeouts" },
	{ "sys.unraisablehook", "an exception a finalizer could not raise, reported in the logs" },
	{ "sys.excepthook", "Cython code reports an exception it cannot raise, in the logs" },
	{ "compile", "collections.namedtuple and dataclasses generate their methods" },
	{ "exec", "collections.namedtuple and dataclasses generate their methods" },
	{ "sys._getframe", "namedtuple, enum and typing read their caller's module name" },
	{ "object.__getattr__", "inspect.signature (dataclasses) reads __code__ and defaults" },
	{ "object.__setattr__", "functools, enum and namedtuple set function metadata" },
	{ "object.__delattr__", "enum and typing tidy the classes they build" },
	{ NULL, NULL },
};

/* Audit events on attributes (object.__getattr__ and friends) user code may raise when
 * the attribute itself is allowed: __defaults__ and __kwdefaults__ are plain data. */
const char *const pol_audit_attr_events[] = {
	"object.__getattr__", "object.__setattr__", "object.__delattr__", NULL,
};

bool pol_attr_allowed(const char *name)
{
	return !pol_listed(pol_denied_attrs, name);
}

enum pol_audit pol_audit_decide(const char *event, bool user_frame, const char *attr)
{
	if (user_frame && pol_listed(pol_audit_user, event))
		return POL_AUDIT_ALLOW;
	if (!user_frame && pol_listed(pol_audit_stdlib, event))
		return POL_AUDIT_ALLOW;
	if (user_frame && attr != NULL && pol_attr_allowed(attr)) {
		for (const char *const *e = pol_audit_attr_events; *e; e++)
			if (strcmp(*e, event) == 0)
				return POL_AUDIT_ALLOW;
	}
	return strcmp(event, "import") == 0 ? POL_AUDIT_DENY_IMPORT : POL_AUDIT_DENY;
}
