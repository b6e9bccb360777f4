/* SPDX-License-Identifier: MIT */
/* The template's anonymous memory on transparent huge pages, so that forking a worker
 * and tearing it down handle a few page-table entries per 2 MiB instead of 512. */
#pragma once

/* Call first in the template, before anything allocates: puts malloc's memory in one
 * heap that starts on a 2 MiB boundary. Returns 0 or a negative errno. */
int thp_prepare(void);

/* Collapses every 2 MiB-aligned block of the calling process's private anonymous
 * writable mappings (heap included) into a huge page. Best effort: returns how many
 * blocks were collapsed, or a negative errno if the memory map could not be read. Reads
 * /proc/self/maps, so it must run before the template loses its file system. */
int thp_collapse_self(void);

/* Moves every 2 MiB-aligned block of the program's code, read-only data and writable
 * data (above its read-only-after-relocation part) onto huge anonymous pages: a fork
 * copies their mapping (one entry each), so workers take no page faults on code and
 * fork and exit skip the page tables of data. Needs the image linked with 2 MiB segment
 * alignment. Best effort: returns how many blocks were moved. */
int thp_remap_image(void);

/* In the template, last before it forks: takes every free chunk of the heap out of
 * circulation (they stay allocated, a few hundred KiB), so that mallocs, the template's
 * and each worker's, come from the top chunk. */
void thp_settle_heap(void);

/* In the template, after thp_settle_heap: malloc trims the heap again, so that a worker
 * returns what it frees: its address-space limit counts what it keeps. */
void thp_malloc_defaults(void);
