/* SPDX-License-Identifier: MIT */
/* arena_: where a worker's Python object arenas come from. */
#pragma once

/* Install the worker's arena allocator (call in the worker, after fork). Arenas the
 * template made are still freed the default way. 0 or a negative errno. */
int arena_install(void);
