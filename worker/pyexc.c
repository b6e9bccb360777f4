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
 * Trust: patched once at setup, in the template, before any user code. */
#define PY_SSIZE_T_CLEAN
#include "worker/pyexc.h"
#include "worker/pymod.h"

/* ---- OSError ---- */

static reprfunc orig_oserror_str;

static PyObject *oserror_str(PyObject *self)
{
	PyOSErrorObject *e = (PyOSErrorObject *)self;
	PyObject *held[4] = { e->myerrno, e->strerror, e->filename, e->filename2 };
	PyObject *r;

	/* The original reads all four before it calls into Python: holding them is enough. */
	for (int i = 0; i < 4; i++)
		Py_XINCREF(held[i]);
	r = orig_oserror_str(self);
	for (int i = 0; i < 4; i++)
		Py_XDECREF(held[i]);
	return r;
}

static PyObject *oserror_str_meth(PyObject *self, PyObject *unused)
{
	(void)unused;
	if (!PyObject_TypeCheck(self, (PyTypeObject *)PyExc_OSError))
		return PyErr_Format(PyExc_TypeError, "descriptor '__str__' requires an 'OSError' object");
	return oserror_str(self);
}

static PyMethodDef oserror_defs[] = { { "__str__", oserror_str_meth, METH_NOARGS, "Return str(self)." } };

/* ---- BaseException, KeyError, SyntaxError: str and repr ---- */

/* BaseException's str/repr and KeyError's str pass args[0] to str()/repr() borrowed from
 * the args tuple, SyntaxError's str its msg: a C argument whose own repr calls back into
 * Python (itertools.count's start) can rebind e.args or e.msg there and free itself while
 * that repr still reads it (red-team pass 51). The tuple and the fields are held for the
 * call. Static subtypes copied these slots when readied: patched alike. */
enum { H_STR, H_REPR, H_KEY_STR, H_SYNTAX_STR, H_N };
static reprfunc orig_held[H_N];

static PyObject *held_call(PyObject *self, int which)
{
	PyBaseExceptionObject *b = (PyBaseExceptionObject *)self;
	PyObject *held[5] = { b->args, NULL, NULL, NULL, NULL }, *r;

	if (which == H_SYNTAX_STR) {
		PySyntaxErrorObject *e = (PySyntaxErrorObject *)self;
		held[1] = e->msg;
		held[2] = e->filename;
		held[3] = e->lineno;
		held[4] = e->text;
	}
	for (int i = 0; i < 5; i++)
		Py_XINCREF(held[i]);
	r = orig_held[which](self);
	for (int i = 0; i < 5; i++)
		Py_XDECREF(held[i]);
	return r;
}

static PyObject *held_str(PyObject *self) { return held_call(self, H_STR); }
static PyObject *held_repr(PyObject *self) { return held_call(self, H_REPR); }
static PyObject *held_key_str(PyObject *self) { return held_call(self, H_KEY_STR); }
static PyObject *held_syntax_str(PyObject *self) { return held_call(self, H_SYNTAX_STR); }

#define HELD_METH(name, exc, fn, what)                                                              \
	static PyObject *name(PyObject *self, PyObject *unused)                                    \
	{                                                                                          \
		(void)unused;                                                                      \
		if (!PyObject_TypeCheck(self, (PyTypeObject *)(exc)))                             \
			return PyErr_Format(PyExc_TypeError, "descriptor '" what "' requires a '%s' object", \
					    ((PyTypeObject *)(exc))->tp_name);                     \
		return fn(self);                                                                   \
	}
HELD_METH(str_meth, PyExc_BaseException, held_str, "__str__")
HELD_METH(repr_meth, PyExc_BaseException, held_repr, "__repr__")
HELD_METH(key_str_meth, PyExc_KeyError, held_key_str, "__str__")
HELD_METH(syntax_str_meth, PyExc_SyntaxError, held_syntax_str, "__str__")

static PyMethodDef base_defs[] = {
	{ "__str__", str_meth, METH_NOARGS, "Return str(self)." },
	{ "__repr__", repr_meth, METH_NOARGS, "Return repr(self)." },
};
static PyMethodDef key_defs[] = { { "__str__", key_str_meth, METH_NOARGS, "Return str(self)." } };
static PyMethodDef syntax_defs[] = { { "__str__", syntax_str_meth, METH_NOARGS, "Return str(self)." } };

/* Every given exception type (builtins') whose slot is still the original gets the held
 * version; the method in the defining type's dict serves explicit calls and subclasses. */
static int hold_exceptions(PyObject *types)
{
	PyTypeObject *base = (PyTypeObject *)PyExc_BaseException, *key = (PyTypeObject *)PyExc_KeyError,
		     *syn = (PyTypeObject *)PyExc_SyntaxError;

	orig_held[H_STR] = base->tp_str;
	orig_held[H_REPR] = base->tp_repr;
	orig_held[H_KEY_STR] = key->tp_str;
	orig_held[H_SYNTAX_STR] = syn->tp_str;
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(types); i++) {
		PyTypeObject *t = (PyTypeObject *)PyTuple_GET_ITEM(types, i);
		if (!PyType_Check(t) || !PyType_IsSubtype(t, base)) {
			PyErr_SetString(PyExc_TypeError, "pyexc_fix: not an exception type");
			return -1;
		}
		if (t->tp_str == orig_held[H_STR])
			t->tp_str = held_str;
		else if (t->tp_str == orig_held[H_KEY_STR])
			t->tp_str = held_key_str;
		else if (t->tp_str == orig_held[H_SYNTAX_STR])
			t->tp_str = held_syntax_str;
		if (t->tp_repr == orig_held[H_REPR])
			t->tp_repr = held_repr;
	}
	if (base->tp_str != held_str || base->tp_repr != held_repr || key->tp_str != held_key_str ||
	    syn->tp_str != held_syntax_str) {
		PyErr_SetString(PyExc_TypeError, "pyexc_fix: BaseException, KeyError and SyntaxError must be given");
		return -1;
	}
	return pymod_install_methods(base, base_defs, 2) < 0 || pymod_install_methods(key, key_defs, 1) < 0 ||
			       pymod_install_methods(syn, syntax_defs, 1) < 0
		       ? -1
		       : 0;
}

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

#define UERR_METH(name, exc, fn)                                                                        \
	static PyObject *name(PyObject *self, PyObject *unused)                                        \
	{                                                                                              \
		(void)unused;                                                                          \
		if (!PyObject_TypeCheck(self, (PyTypeObject *)(exc)))                                 \
			return PyErr_Format(PyExc_TypeError, "descriptor '__str__' requires a '%s' object", \
					    ((PyTypeObject *)(exc))->tp_name);                         \
		return fn(self);                                                                       \
	}
UERR_METH(decode_meth, PyExc_UnicodeDecodeError, decode_str)
UERR_METH(encode_meth, PyExc_UnicodeEncodeError, encode_str)
UERR_METH(translate_meth, PyExc_UnicodeTranslateError, translate_str)

static PyMethodDef decode_defs[] = { { "__str__", decode_meth, METH_NOARGS, "Return str(self)." } };
static PyMethodDef encode_defs[] = { { "__str__", encode_meth, METH_NOARGS, "Return str(self)." } };
static PyMethodDef translate_defs[] = { { "__str__", translate_meth, METH_NOARGS, "Return str(self)." } };

int pyexc_fix(PyObject *exception_types)
{
	struct { PyObject *type; reprfunc fn; PyMethodDef *defs; } u[] = {
		{ PyExc_UnicodeDecodeError, decode_str, decode_defs },
		{ PyExc_UnicodeEncodeError, encode_str, encode_defs },
		{ PyExc_UnicodeTranslateError, translate_str, translate_defs },
	};
	PyTypeObject *os = (PyTypeObject *)PyExc_OSError;

	if (orig_oserror_str != NULL || !PyTuple_Check(exception_types)) {
		PyErr_SetString(PyExc_TypeError, "pyexc_fix(tuple of exception types), once");
		return -1;
	}
	orig_oserror_str = os->tp_str;
	/* Static subclasses copied the slot when they were readied: each one that still has
	 * OSError's gets the held version (heap subclasses made later inherit it). */
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(exception_types); i++) {
		PyTypeObject *t = (PyTypeObject *)PyTuple_GET_ITEM(exception_types, i);
		if (PyType_Check(t) && PyType_IsSubtype(t, os) && t->tp_str == orig_oserror_str)
			t->tp_str = oserror_str;
	}
	if (os->tp_str != oserror_str) {
		PyErr_SetString(PyExc_TypeError, "pyexc_fix: OSError itself must be among the types");
		return -1;
	}
	if (pymod_install_methods(os, oserror_defs, 1) < 0)
		return -1;
	for (size_t i = 0; i < sizeof(u) / sizeof(u[0]); i++) {
		((PyTypeObject *)u[i].type)->tp_str = u[i].fn;
		if (pymod_install_methods((PyTypeObject *)u[i].type, u[i].defs, 1) < 0)
			return -1;
	}
	return hold_exceptions(exception_types);
}
