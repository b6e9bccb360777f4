/* SPDX-License-Identifier: MIT */
/* proto_: the supervisor <-> template/worker wire format.
 *
 * Every message is a frame on a byte stream:  u32 length (big-endian) | u8 type | payload,
 * where length counts the type byte and the payload. Fields are explicit fixed-width
 * big-endian integers or raw bytes; no struct ever crosses the socket. Each type has an
 * exact or maximum payload length (below); anything else, including an unknown type, is a
 * protocol error. The decoder is a pure function so it can be fuzzed without processes.
 *
 *   type        direction             payload
 *   READY   1   worker -> supervisor  none: confined and waiting for RUN
 *   RUN     2   supervisor -> worker  UTF-8 source, 0..PROTO_MAX_CODE bytes
 *   RESULT  3   worker -> supervisor  JSON object text, 2..PROTO_MAX_RESULT bytes
 *   SPAWN   4   supervisor -> template none; one fd (the worker's socket) rides along
 *   SPAWNED 5   template -> supervisor u32 pid of the new worker (1..PROTO_MAX_PID)
 *   DENIED  6   worker -> supervisor  u32 syscall number the filter refused (advisory)
 *   HELLO   7   template -> supervisor u32 bit set of the optional isolation layers it got
 *   SESSION 8   supervisor -> worker  UTF-8 source, 0..PROTO_MAX_CODE bytes: as RUN, in the
 *                                     globals of the worker's earlier SESSION frames, and
 *                                     the worker waits for the next one after its RESULT
 */
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "proto/buf.h"

#define PROTO_MAX_CODE   (8u << 20)  /* hard ceiling; the policy's code limit is lower */
#define PROTO_MAX_RESULT (6u << 20)  /* keeps a reply under the SDK's 10 MiB line limit */
#define PROTO_MAX_FRAME  (PROTO_MAX_CODE + 1)
#define PROTO_MAX_PID    4194304u    /* PID_MAX_LIMIT on 64-bit Linux */
#define PROTO_HDR        4u

enum proto_type {
	PROTO_READY = 1,
	PROTO_RUN = 2,
	PROTO_RESULT = 3,
	PROTO_SPAWN = 4,
	PROTO_SPAWNED = 5,
	PROTO_DENIED = 6,
	PROTO_HELLO = 7,
	PROTO_SESSION = 8,
};

/* SPAWN's flags: the new worker copies the template's hot pages before READY
 * (worker/perf/hot.c): asked for when no call waits for it. */
#define PROTO_SPAWN_HOT 1u

struct proto_msg {
	enum proto_type type;
	uint32_t num;          /* SPAWNED: pid; DENIED: syscall number; HELLO: layers; SPAWN: flags */
	const uint8_t *data;   /* RUN, SESSION, RESULT: payload (points into the caller's bytes) */
	size_t len;
};

/* Decode one frame body (type byte + payload, without the length prefix). */
int proto_decode(const uint8_t *body, size_t n, struct proto_msg *out) _wur_;

/* Append a whole frame (length prefix included) to out. */
int proto_encode(struct buf *out, enum proto_type type, const void *data, size_t len) _wur_;
int proto_encode_num(struct buf *out, enum proto_type type, uint32_t num) _wur_;

/* Incremental reader for a non-blocking stream: call proto_next() after appending bytes to
 * in. Returns 1 and a message (pointing into in, valid until the next call), 0 if more
 * bytes are needed, or a negative errno for a protocol violation. max bounds one frame. */
int proto_next(struct buf *in, size_t max, struct proto_msg *out) _wur_;

const char *proto_type_name(enum proto_type t);
