/* SPDX-License-Identifier: MIT */
/* arena_: where the template's and the workers' Python object arenas come from. */
#pragma once

/* Install the arena allocator: in the template, before Python starts, so that its arenas
 * too sit in 2 MiB-aligned slabs (thp.c collapses them into huge pages) and a worker
 * inherits the allocator with its state. Arenas mapped before it (if any) are still freed
 * the default way. 0 or a negative errno. */
int arena_install(void);
