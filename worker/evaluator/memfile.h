/* SPDX-License-Identifier: MIT */
/* mf_: streams in memory for C code that asks for a temporary file's FILE*
 * (worker/evaluator/memfile.c). */
#pragma once

/* The descriptor number the worker's tempfile stand-in hands out (science.py): never a
 * real fd (RLIMIT_NOFILE is far below it). fdopen() of it is a stream in memory. */
#define MF_FD (1 << 30)
/* Bytes such a stream holds; writes past it fail, as on a full disk. */
#define MF_SIZE ((size_t)64 << 10)
