/* SPDX-License-Identifier: MIT */
/* gen.throw() on a generator suspended in `yield from it` (it not a generator) looks up
 * it.throw while the generator still counts as suspended: a lookup that runs user code
 * (__getattr__, a property) can close the generator, which clears its frame, and if the
 * throw() found then raises, CPython 3.11 pops "the delegate" off the cleared frame and
 * releases it: a local freed twice (red-team pass 70: a fake bytearray over all memory).
 * genobject.o's calls to _PyFrame_Clear come here (worker/libpython.cmake): a cleared
 * generator frame is left holding one None on its stack, so that pop takes a reference
 * that exists. (A generator's frame memory is part of the generator object.)
 *
 * Trust: no state; what the interpreter calls instead of its own. */
#define PY_SSIZE_T_CLEAN
#define Py_BUILD_CORE 1
#include <Python.h>
#include <internal/pycore_frame.h>

void safepy_gen_frame_clear(_PyInterpreterFrame *frame);

void safepy_gen_frame_clear(_PyInterpreterFrame *frame)
{
	_PyFrame_Clear(frame);
	if (frame->owner == FRAME_OWNED_BY_GENERATOR) {
		frame->localsplus[0] = Py_NewRef(Py_None);
		frame->stacktop = 1;
	}
}
