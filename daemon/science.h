/* SPDX-License-Identifier: MIT */
/* sci_: the scientific libraries (numpy, pandas, scipy, sympy, matplotlib) as this
 * server offers them: which are installed and allowed, and where matplotlib keeps its
 * cache. The supervisor only looks at directories; it never imports them. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <json-c/json.h>

/* Whether the package root is installed: a directory of that name in the interpreter's
 * site directories or one of paths (NULL-terminated). */
bool sci_installed(const char *root, const char *const *paths);
/* Whether name is taken away by denied (NULL-terminated). */
bool sci_denied(const char *name, const char *const *denied);
/* Whether any of them is installed and not taken away. */
bool sci_any(const char *const *paths, const char *const *denied);
/* Those installed and allowed, as "numpy, pandas, ..." (empty if none). */
void sci_list(const char *const *paths, const char *const *denied, char *out, size_t n);
/* $XDG_CACHE_HOME/safepy/matplotlib (or ~/.cache/...), created 0700; 0 or -errno. */
int sci_cache_dir(char *out, size_t n);
/* For `safepy policy`: each library with its reason and state (loaded when a call names
 * it / not installed / taken away). */
json_object *sci_json(const char *const *paths, const char *const *denied);
