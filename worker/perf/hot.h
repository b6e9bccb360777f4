/* SPDX-License-Identifier: MIT */
/* hot_: the template's pages a worker's common calls write, copied before READY. */
#pragma once

/* In the template, before it is isolated and after its memory is laid out: forks a probe
 * child that runs probe() (0 on success) and records which of the template's private
 * writable pages it wrote. Returns how many, or -1 (then workers copy none). */
int hot_record(int (*probe)(void));

/* In a new worker, before its prefault: copies the recorded pages (copy-on-write paid
 * now, off the caller's time). */
void hot_touch(void);
