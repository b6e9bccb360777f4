/* SPDX-License-Identifier: MIT */
/* Exception messages of CPython 3.11 that trust fields user code can change (red-team
 * passes 49 and 51): every field of an exception is a plain writable member.
 *
 * - OSError.__str__ formats errno, strerror and the file names it only borrows: errno's
 *   own __str__ can rebind strerror, which frees the object about to be formatted (a
 *   use-after-free that a fake object turns into memory access). Held for the call.
 * - UnicodeDecodeError.__str__ reads object[start] without checking that object is bytes
 *   or that start is not negative (gh-123378, fixed upstream in 3.12/3.13): a read of any
 *   address. The three UnicodeError messages are rebuilt here on held references, with
 *   the type and range checked after the last call into Python; anything out of place
 *   gets the message without the character, as 3.13 does. Valid errors read exactly as
 *   CPython's (the conformance suite compares them).
 *
 * - BaseException's str and repr, and the str of KeyError, SyntaxError, OSError,
 *   ImportError and BaseExceptionGroup pass args[0] (or msg) to str()/repr() borrowed: a C
 *   argument whose own repr calls back into Python (itertools.count's start) can rebind
 *   e.args or e.msg and free itself while that repr still reads it (pass 51). Each holds
 *   args and the fields it formats for the call.
 *
 * Every exception type that exists at setup, stdlib ones included (re.error,
 * json.JSONDecodeError, decimal's: they copied the slots when they were made), gets the
 * safe slot; the method in the defining type's dict serves explicit calls and classes
 * made later.
 *
 * Trust: patched once at setup, in the template, before any user code. */
#define PY_SSIZE_T_CLEAN
#include "worker/pyexc.h"
#include "worker/pymod.h"
#include <stdbool.h>

/* ---- holders: the original, with args and the formatted fields held ---- */

enum hold { H_STR, H_REPR, H_KEY_STR, H_SYNTAX_STR, H_OSERROR_STR, H_IMPORT_STR, H_GROUP_STR, H_N };
static reprfunc orig[H_N];

/* What each original formats (besides args, always held): read before it calls into
 * Python, so holding them across the call is enough. */
static int fields(PyObject *self, enum hold h, PyObject **out)
{
	switch (h) {
	case H_SYNTAX_STR: {
		PySyntaxErrorObject *e = (PySyntaxErrorObject *)self;
		out[0] = e->msg, out[1] = e->filename, out[2] = e->lineno, out[3] = e->text;
		return 4;
	}
	case H_OSERROR_STR: {
		PyOSErrorObject *e = (PyOSErrorObject *)self;
		out[0] = e->myerrno, out[1] = e->strerror, out[2] = e->filename, out[3] = e->filename2;
		return 4;
	}
	case H_IMPORT_STR: {
		PyImportErrorObject *e = (PyImportErrorObject *)self;
		out[0] = e->msg, out[1] = e->name, out[2] = e->path;
		return 3;
	}
	case H_GROUP_STR: {
		PyObject **g = (PyObject **)((char *)self + sizeof(PyBaseExceptionObject));
		out[0] = g[0], out[1] = g[1]; /* msg, excs (PyBaseExceptionGroupObject) */
		return 2;
	}
	default:
		return 0;
	}
}

static PyObject *held(PyObject *self, enum hold h)
{
	PyObject *f[5] = { ((PyBaseExceptionObject *)self)->args, NULL, NULL, NULL, NULL }, *r;
	int n = 1 + fields(self, h, f + 1);

	for (int i = 0; i < n; i++)
		Py_XINCREF(f[i]);
	r = orig[h](self);
	for (int i = 0; i < n; i++)
		Py_XDECREF(f[i]);
	return r;
}

static PyObject *held_str(PyObject *o) { return held(o, H_STR); }
static PyObject *held_repr(PyObject *o) { return held(o, H_REPR); }
static PyObject *held_key_str(PyObject *o) { return held(o, H_KEY_STR); }
static PyObject *held_syntax_str(PyObject *o) { return held(o, H_SYNTAX_STR); }
static PyObject *held_oserror_str(PyObject *o) { return held(o, H_OSERROR_STR); }
static PyObject *held_import_str(PyObject *o) { return held(o, H_IMPORT_STR); }
static PyObject *held_group_str(PyObject *o) { return held(o, H_GROUP_STR); }

/* ---- UnicodeError ---- */

enum uerr { U_DECODE, U_ENCODE, U_TRANSLATE };

/* The one-character form, if object[start] is really there: 1, or 0 (the range form). */
static int one_char(enum uerr kind, PyObject *obj, Py_ssize_t start, Py_ssize_t end, Py_UCS4 *ch)
{
	if (obj == NULL || start < 0 || end != start + 1)
		return 0;
	if (kind == U_DECODE) {
		if (!PyBytes_Check(obj) || start >= PyBytes_GET_SIZE(obj))
			return 0;
		*ch = (unsigned char)PyBytes_AS_STRING(obj)[start];
		return 1;
	}
	if (!PyUnicode_Check(obj) || PyUnicode_READY(obj) < 0) {
		PyErr_Clear();
		return 0;
	}
	if (start >= PyUnicode_GET_LENGTH(obj))
		return 0;
	*ch = PyUnicode_READ_CHAR(obj, start);
	return 1;
}

static const char *char_format(enum uerr kind, Py_UCS4 ch)
{
	static const char *const fmt[2][3] = {
		{ "'%U' codec can't encode character '\\x%02x' in position %zd: %U",
		  "'%U' codec can't encode character '\\u%04x' in position %zd: %U",
		  "'%U' codec can't encode character '\\U%08x' in position %zd: %U" },
		{ "can't translate character '\\x%02x' in position %zd: %U",
		  "can't translate character '\\u%04x' in position %zd: %U",
		  "can't translate character '\\U%08x' in position %zd: %U" },
	};

	return fmt[kind == U_TRANSLATE][ch <= 0xff ? 0 : ch <= 0xffff ? 1 : 2];
}

static PyObject *uerr_format(enum uerr kind, PyObject *enc, PyObject *reason, PyObject *obj,
			     Py_ssize_t start, Py_ssize_t end)
{
	Py_UCS4 ch;

	if (one_char(kind, obj, start, end, &ch)) {
		if (kind == U_DECODE)
			return PyUnicode_FromFormat("'%U' codec can't decode byte 0x%02x in position %zd: %U",
						    enc, (int)ch, start, reason);
		if (kind == U_ENCODE)
			return PyUnicode_FromFormat(char_format(kind, ch), enc, (int)ch, start, reason);
		return PyUnicode_FromFormat(char_format(kind, ch), (int)ch, start, reason);
	}
	if (kind == U_DECODE)
		return PyUnicode_FromFormat("'%U' codec can't decode bytes in position %zd-%zd: %U", enc,
					    start, end - 1, reason);
	if (kind == U_ENCODE)
		return PyUnicode_FromFormat("'%U' codec can't encode characters in position %zd-%zd: %U",
					    enc, start, end - 1, reason);
	return PyUnicode_FromFormat("can't translate characters in position %zd-%zd: %U", start, end - 1,
				    reason);
}

static PyObject *uerr_str(PyObject *self, enum uerr kind)
{
	PyUnicodeErrorObject *u = (PyUnicodeErrorObject *)self;
	PyObject *held_reason, *held_enc, *reason = NULL, *enc = NULL, *obj, *r = NULL;

	if (u->object == NULL)
		return PyUnicode_FromString(""); /* not initialized, as CPython answers */
	held_reason = Py_XNewRef(u->reason);
	held_enc = Py_XNewRef(u->encoding);
	/* Either __str__ may change any field: the rest is read after both. */
	reason = PyObject_Str(held_reason);
	if (reason != NULL && kind != U_TRANSLATE)
		enc = PyObject_Str(held_enc);
	if (reason != NULL && (enc != NULL || kind == U_TRANSLATE)) {
		obj = Py_XNewRef(u->object);
		r = uerr_format(kind, enc, reason, obj, u->start, u->end);
		Py_XDECREF(obj);
	}
	Py_XDECREF(reason);
	Py_XDECREF(enc);
	Py_XDECREF(held_reason);
	Py_XDECREF(held_enc);
	return r;
}

static PyObject *decode_str(PyObject *self) { return uerr_str(self, U_DECODE); }
static PyObject *encode_str(PyObject *self) { return uerr_str(self, U_ENCODE); }
static PyObject *translate_str(PyObject *self) { return uerr_str(self, U_TRANSLATE); }

/* ---- the table ---- */

enum { U_BASE = H_N, N_SLOTS = H_N + 3 };

static struct slot {
	PyObject **owner;   /* the exception type that defines it */
	bool repr;          /* tp_repr, else tp_str */
	reprfunc fn;        /* ours */
	reprfunc *orig;     /* where the original goes (NULL: rebuilt, no original kept) */
	reprfunc seen;      /* the original, to recognize the types that copied it */
} slots[N_SLOTS] = {
	{ &PyExc_BaseException, false, held_str, &orig[H_STR], NULL },
	{ &PyExc_BaseException, true, held_repr, &orig[H_REPR], NULL },
	{ &PyExc_KeyError, false, held_key_str, &orig[H_KEY_STR], NULL },
	{ &PyExc_SyntaxError, false, held_syntax_str, &orig[H_SYNTAX_STR], NULL },
	{ &PyExc_OSError, false, held_oserror_str, &orig[H_OSERROR_STR], NULL },
	{ &PyExc_ImportError, false, held_import_str, &orig[H_IMPORT_STR], NULL },
	{ &PyExc_BaseExceptionGroup, false, held_group_str, &orig[H_GROUP_STR], NULL },
	{ &PyExc_UnicodeDecodeError, false, decode_str, NULL, NULL },
	{ &PyExc_UnicodeEncodeError, false, encode_str, NULL, NULL },
	{ &PyExc_UnicodeTranslateError, false, translate_str, NULL, NULL },
};

static PyObject *slot_meth(PyObject *self, size_t i)
{
	PyTypeObject *owner = (PyTypeObject *)*slots[i].owner;

	if (!PyObject_TypeCheck(self, owner))
		return PyErr_Format(PyExc_TypeError, "descriptor '%s' requires a '%s' object",
				    slots[i].repr ? "__repr__" : "__str__", owner->tp_name);
	return slots[i].fn(self);
}

#define METH(i) \
	static PyObject *meth##i(PyObject *self, PyObject *unused) { (void)unused; return slot_meth(self, i); }
METH(0) METH(1) METH(2) METH(3) METH(4) METH(5) METH(6) METH(7) METH(8) METH(9)
#undef METH
static const PyCFunction meths[N_SLOTS] = { meth0, meth1, meth2, meth3, meth4, meth5, meth6, meth7, meth8, meth9 };
static PyMethodDef defs[N_SLOTS];

/* ---- MemoryError: always one to raise ---- */

/* CPython keeps 16 MemoryErrors made in advance; code that keeps all of them alive at its
 * memory limit leaves none, and when the next cannot be made CPython's normalization of the
 * exception gives up and aborts the worker (red-team pass 67). A MemoryError that cannot
 * be made is one made at setup (shared: under that pressure only the type matters). */
static newfunc orig_memerr_new;
static PyObject *last_memerr;

static PyObject *memerr_new(PyTypeObject *t, PyObject *args, PyObject *kw)
{
	PyObject *r = orig_memerr_new(t, args, kw);

	if (r == NULL && t == (PyTypeObject *)PyExc_MemoryError && PyErr_ExceptionMatches(PyExc_MemoryError)) {
		PyErr_Clear();
		r = Py_NewRef(last_memerr);
	}
	return r;
}

static int fix_memerr(void)
{
	PyTypeObject *t = (PyTypeObject *)PyExc_MemoryError;
	PyObject *none = PyTuple_New(0);

	orig_memerr_new = t->tp_new;
	last_memerr = none ? orig_memerr_new(t, none, NULL) : NULL;
	Py_XDECREF(none);
	if (last_memerr == NULL)
		return -1;
	return pymod_replace_slot(t, offsetof(PyTypeObject, tp_new), PYMOD_SLOT(orig_memerr_new), PYMOD_SLOT(memerr_new));
}

int pyexc_fix(void)
{
	PyTypeObject *base = (PyTypeObject *)PyExc_BaseException;

	if (slots[0].seen != NULL) {
		PyErr_SetString(PyExc_TypeError, "pyexc_fix: once");
		return -1;
	}
	for (size_t i = 0; i < N_SLOTS; i++) {
		PyTypeObject *owner = (PyTypeObject *)*slots[i].owner;
		slots[i].seen = slots[i].repr ? owner->tp_repr : owner->tp_str;
		if (slots[i].orig != NULL)
			*slots[i].orig = slots[i].seen;
		defs[i] = (PyMethodDef){ slots[i].repr ? "__repr__" : "__str__", meths[i], METH_NOARGS,
					 slots[i].repr ? "Return repr(self)." : "Return str(self)." };
	}
	/* Every exception type that exists: all copied theirs when they were readied or made. */
	for (size_t i = 0; i < N_SLOTS; i++)
		if (pymod_replace_slot(base, slots[i].repr ? offsetof(PyTypeObject, tp_repr) : offsetof(PyTypeObject, tp_str),
				       PYMOD_SLOT(slots[i].seen), PYMOD_SLOT(slots[i].fn)) < 0)
			return -1;
	for (size_t i = 0; i < N_SLOTS; i++) {
		PyTypeObject *owner = (PyTypeObject *)*slots[i].owner;
		if ((slots[i].repr ? owner->tp_repr : owner->tp_str) != slots[i].fn) {
			PyErr_Format(PyExc_SystemError, "pyexc_fix: %s not patched", owner->tp_name);
			return -1;
		}
		if (pymod_install_methods(owner, &defs[i], 1) < 0)
			return -1;
	}
	return fix_memerr();
}
