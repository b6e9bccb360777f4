/* SPDX-License-Identifier: MIT */
/* _safepy: audit hook, checked getattr family, str.format field check, user phase.
 *
 * Trust: everything here runs inside the worker, which the kernel layer confines; this
 * layer's job is that user code never obtains a dangerous object. The phase flag lives in
 * C and only moves forward: once user code has run, nothing in the process is trusted
 * again (finalizers, __repr__ of the result, ... all run under the denying hook). */
#define PY_SSIZE_T_CLEAN
#include "worker/pymod.h"
#include "worker/fastpath.h"
#include <frameobject.h>
#include <structmember.h> /* PyMember_GetOne */
#include <sys/random.h>
#include <stdbool.h>
#include <string.h>
#include "policy/policy.h"

enum phase { PHASE_SETUP, PHASE_USER };
static enum phase phase = PHASE_SETUP;
static bool python_layer_off;
static PyObject *sandbox_error;     /* safepy.SandboxError */
/* Keyed by address (in_set): code objects compare by content, so a user's copy of a
 * stdlib function's source compiles to an equal code object. */
static PyObject *exec_allowed, *exec_allowed_keep; /* code objects allowed to compile/exec */
static PyObject *exec_internal;     /* ...of which these only from one caller: {address: caller code} */
static bool in_set(PyObject *set, PyObject *o, bool on_error);
static int set_add_addr(PyObject **set, PyObject **keep, PyObject *o);
static PyObject *orig_format, *orig_format_map;
static PyObject *user_globals;      /* the user's module dict, set when user code starts */

void pymod_disable_python_layer(void) { python_layer_off = true; }

static PyObject *deny(const char *fmt, const char *what)
{
	PyErr_Format(sandbox_error, fmt, what);
	return NULL;
}

/* ---- audit hook ---- */

/* The code object of the Python frame that called the audited operation. */
static PyCodeObject *caller_code(void)
{
	PyFrameObject *f = PyEval_GetFrame(); /* borrowed */

	return f ? PyFrame_GetCode(f) : NULL; /* new reference */
}

static bool caller_is_user(void)
{
	PyCodeObject *co = caller_code();
	bool user = true;

	/* User code is compiled with the filename "<code>" (compile and exec are denied to
	 * it, so it cannot mint code under another name). Code that namedtuple and dataclasses
	 * generate ("<string>") counts as the user's too: it is built from the user's names. */
	if (co != NULL) {
		user = PyUnicode_CompareWithASCIIString(co->co_filename, "<code>") == 0 ||
		       PyUnicode_CompareWithASCIIString(co->co_filename, "<string>") == 0;
		Py_DECREF(co);
	}
	return user;
}

static bool caller_may_exec(void)
{
	PyCodeObject *co = caller_code();
	int r;

	if (co == NULL || exec_allowed == NULL) {
		Py_XDECREF(co);
		return false;
	}
	r = in_set(exec_allowed, (PyObject *)co, false) ? 1 : 0;
	if (r == 1 && exec_internal != NULL) {
		/* dataclasses._create_fn compiles whatever text it is given: only through the
		 * wrapper that checked that text first. */
		PyObject *k = PyLong_FromVoidPtr(co);
		PyObject *want = k ? PyDict_GetItemWithError(exec_internal, k) : NULL;
		Py_XDECREF(k);
		if (k == NULL || PyErr_Occurred())
			r = 0;
		if (want != NULL) {
			PyFrameObject *f = PyEval_GetFrame(), *back = f ? PyFrame_GetBack(f) : NULL;
			PyCodeObject *bco = back ? PyFrame_GetCode(back) : NULL;
			if ((PyObject *)bco != want)
				r = 0;
			Py_XDECREF(bco);
			Py_XDECREF(back);
		}
	}
	Py_DECREF(co);
	if (r < 0)
		PyErr_Clear();
	return r == 1;
}

static bool setattr_allowed(PyObject *args)
{
	PyObject *name;
	static const char *const meta[] = { "__module__", "__qualname__", "__doc__", "__name__", NULL };

	/* object.__setattr__ fires for __class__, __bases__, __code__, __defaults__, and
	 * the metadata stdlib decorators set on classes and functions. Only metadata. */
	if (!PyTuple_Check(args) || PyTuple_GET_SIZE(args) < 2)
		return false;
	name = PyTuple_GET_ITEM(args, 1);
	if (!PyUnicode_Check(name))
		return false;
	for (const char *const *m = meta; *m; m++)
		if (PyUnicode_CompareWithASCIIString(name, *m) == 0)
			return true;
	return false;
}

int pymod_audit_hook(const char *event, PyObject *args, void *data)
{
	if (phase != PHASE_USER || python_layer_off)
		return 0;
	/* Deny by default during user code; these are the exceptions. */
	if (strcmp(event, "builtins.id") == 0)
		return 0; /* copy.deepcopy memo keys; an address is no capability */
	if (strcmp(event, "compile") == 0 || strcmp(event, "exec") == 0) {
		/* collections.namedtuple and dataclasses compile code they generate from
		 * validated identifiers; nothing else may. */
		if (caller_may_exec())
			return 0;
	} else if (strcmp(event, "sys._getframe") == 0 || strcmp(event, "object.__getattr__") == 0) {
		/* Stdlib internals (typing.TypeVar, enum, namedtuple, inspect.signature used by
		 * dataclasses) read their own caller's module name or a function's defaults;
		 * they never hand the frame to user code. User code itself may not. */
		if (!caller_is_user())
			return 0;
	} else if (strcmp(event, "object.__setattr__") == 0) {
		/* Metadata anywhere; __defaults__ only from namedtuple's own code. A stdlib
		 * helper that sets attributes named by user data (copy's state) may not. */
		if (setattr_allowed(args) || caller_may_exec())
			return 0;
	}
	if ((strcmp(event, "object.__setattr__") == 0 || strcmp(event, "object.__getattr__") == 0 ||
	     strcmp(event, "object.__delattr__") == 0) && PyTuple_Check(args) && PyTuple_GET_SIZE(args) >= 2 &&
	    PyUnicode_Check(PyTuple_GET_ITEM(args, 1)))
		PyErr_Format(sandbox_error, "operation '%s' is not allowed in the sandbox (attribute '%U')",
			     event, PyTuple_GET_ITEM(args, 1));
	else
		PyErr_Format(sandbox_error, "operation '%s' is not allowed in the sandbox", event);
	return -1;
}

/* ---- hashes that cannot be guessed ---- */

/* CPython's default hash (object.__hash__: classes, functions, modules, plain instances)
 * is the object's address / 16, and addresses are no secret here (a repr shows them; the
 * hash of any reachable class anchors the heap). Stdlib code that tests `x in s` with s
 * a set or dict holding objects of its own then hands each stored object whose hash a
 * sprayed guess matches to the guess's __eq__: every class of the interpreter that way
 * (cases 432, 449). Keyed with a secret drawn before Python starts, a default hash says
 * nothing about the address and cannot be guessed. Installed before Py_Initialize, so
 * every type that inherits object's hash inherits this one. */
static uint64_t hash_key[2];

static Py_hash_t keyed_pointer_hash(PyObject *o)
{
	uint64_t buf[3] = { (uint64_t)(uintptr_t)o, hash_key[0], hash_key[1] };
	Py_hash_t h = _Py_HashBytes(buf, sizeof(buf));

	return h == -1 ? -2 : h;
}

int pymod_keyed_hashes(void)
{
	if (getrandom(hash_key, sizeof(hash_key), 0) != (ssize_t)sizeof(hash_key))
		return -1;
	PyBaseObject_Type.tp_hash = keyed_pointer_hash;
	return 0;
}

/* ---- what user code owns ---- */

/* A class defined by the user's code: a heap type whose own __module__ is "__main__"
 * (read from the type's dict, which no metaclass property can fake). */
static PyObject *template_types, *template_types_keep; /* every class that existed when setup ended */
/* Classes type.__new__ made but the guard then refused: __init_subclass__ and __set_name__
 * run inside type.__new__, so user code may hold one. Never the user's, never a base. */
static PyObject *refused_types, *refused_types_keep;

/* These sets hold addresses, never the objects as keys: a membership test on an object
 * runs its type's __hash__ and __eq__, and a user metaclass's __eq__ would be handed every
 * setup-time class whose hash it guesses (a class's hash is its address). The objects are
 * kept alive beside them, so no address is reused. */
static bool in_set(PyObject *set, PyObject *o, bool on_error)
{
	PyObject *k;
	int r;

	if (set == NULL)
		return false;
	k = PyLong_FromVoidPtr(o);
	r = k != NULL ? PySet_Contains(set, k) : -1;
	Py_XDECREF(k);
	if (r < 0) {
		PyErr_Clear();
		return on_error; /* fail closed: true for deny lists, false for allow lists */
	}
	return r == 1;
}

/* Adds o's address to *set (made on first use) and keeps o alive in *keep. */
static int set_add_addr(PyObject **set, PyObject **keep, PyObject *o)
{
	PyObject *k;
	int r;

	if (*set == NULL && (*set = PySet_New(NULL)) == NULL)
		return -1;
	if (*keep == NULL && (*keep = PyList_New(0)) == NULL)
		return -1;
	k = PyLong_FromVoidPtr(o);
	if (k == NULL)
		return -1;
	r = PySet_Add(*set, k);
	Py_DECREF(k);
	return r < 0 ? -1 : PyList_Append(*keep, o);
}

static bool user_type(PyTypeObject *t)
{
	PyObject *m;

	if (!(t->tp_flags & Py_TPFLAGS_HEAPTYPE) || t->tp_dict == NULL)
		return false;
	/* A stdlib class whose __module__ someone managed to rewrite is still not the user's:
	 * no class that existed before the call counts. */
	if (in_set(template_types, (PyObject *)t, true) || in_set(refused_types, (PyObject *)t, true))
		return false;
	m = PyDict_GetItemString(t->tp_dict, "__module__"); /* borrowed */
	/* Exactly str: a subclass could compare equal here and hash as another module. */
	return m != NULL && PyUnicode_CheckExact(m) && PyUnicode_CompareWithASCIIString(m, "__main__") == 0;
}

/* A user class that inherits __getattr__ or __getattribute__ from a stdlib class (e.g.
 * typing._GenericAlias forwards missing names to __origin__): private reads on its
 * instances would reach whatever that code forwards to. */
static bool generic_getattro(getattrofunc f)
{
	/* Plain lookups: instance dict then the class chain (objects), the class chain and
	 * the metaclass (classes), the module dict (modules). */
	return f == PyObject_GenericGetAttr || f == PyType_Type.tp_getattro ||
	       f == PyModule_Type.tp_getattro;
}

static bool stdlib_forwarding(PyTypeObject *t)
{
	static const char *const hooks[] = { "__getattribute__", "__getattr__" };
	PyObject *mro = t->tp_mro;

	if (generic_getattro(t->tp_getattro))
		return false;
	if (mro == NULL || !PyTuple_Check(mro))
		return true;
	/* The class that provides each hook, first in the MRO: the user's own is fine, and a
	 * built-in __getattribute__ (every built-in type lists one) is fine when it is the
	 * generic lookup; any other (types.GenericAlias forwards to its origin, whatever
	 * __getattr__ the user adds on top; typing's aliases forward in Python) is not. */
	for (size_t h = 0; h < 2; h++) {
		for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(mro); i++) {
			PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
			if (b->tp_dict == NULL || PyDict_GetItemString(b->tp_dict, hooks[h]) == NULL)
				continue;
			if (user_type(b) || (h == 0 && !(b->tp_flags & Py_TPFLAGS_HEAPTYPE) &&
					     generic_getattro(b->tp_getattro)))
				break;
			return true;
		}
	}
	return false;
}

/* Private (single-underscore) attributes are the implementation of whatever owns them.
 * User code may read those of its own classes and instances (self._x, namedtuple._asdict,
 * enum ._value_), never those of stdlib objects, which hold modules, frames and the
 * harness's own objects (ForwardRef._evaluate, PrettyPrinter._stream, Enum._convert_). */
static bool private_ok(PyObject *obj)
{
	if (python_layer_off)
		return true;
	if (PyType_Check(obj))
		return user_type((PyTypeObject *)obj);
	if (user_type(Py_TYPE(obj)))
		return !stdlib_forwarding(Py_TYPE(obj));
	/* The user's own functions (f._cache = {}): their globals are the user's module, which
	 * nothing can change afterwards. */
	if (PyFunction_Check(obj) && user_globals != NULL && PyFunction_GET_GLOBALS(obj) == user_globals)
		return true;
	if (Py_IS_TYPE(obj, &PySuper_Type)) {
		PyObject *sc = PyObject_GetAttrString(obj, "__self_class__");
		bool ok = sc != NULL && PyType_Check(sc) && user_type((PyTypeObject *)sc);
		if (sc == NULL)
			PyErr_Clear();
		Py_XDECREF(sc);
		return ok;
	}
	return false;
}

static bool is_private(const char *s)
{
	size_t n = strlen(s);

	return s[0] == '_' && !(n >= 4 && s[1] == '_' && s[n - 1] == '_' && s[n - 2] == '_');
}

/* Where a private name of the user's own object comes from: its instance dict, else the
 * first class along the MRO (starting after `after`, for super()) whose dict has it. Only
 * a user class may define it: a user subclass of a stdlib class must not call the stdlib
 * class's private helpers (PrettyPrinter._pprint_*, which read any object's __dict__). */
static bool private_origin_ok(PyObject *mro, PyObject *after, PyObject *name)
{
	bool started = after == NULL;

	if (mro == NULL || !PyTuple_Check(mro))
		return false;
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(mro); i++) {
		PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
		if (!started) {
			started = (PyObject *)b == after;
			continue;
		}
		if (b->tp_dict != NULL && PyDict_GetItemWithError(b->tp_dict, name) != NULL)
			return user_type(b);
		if (PyErr_Occurred()) {
			PyErr_Clear();
			return false;
		}
	}
	return true; /* not found: the lookup raises AttributeError itself */
}

static bool private_name_ok(PyObject *obj, PyObject *name)
{
	PyObject **dictptr, *sc, *tc;
	bool ok;

	if (python_layer_off)
		return true;
	if (PyType_Check(obj)) {
		PyObject *mro = ((PyTypeObject *)obj)->tp_mro;
		bool found_in_class = false;
		/* In the class chain: its definer must be a user class. */
		for (Py_ssize_t i = 0; mro && PyTuple_Check(mro) && i < PyTuple_GET_SIZE(mro); i++) {
			PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
			if (b->tp_dict != NULL && PyDict_GetItemWithError(b->tp_dict, name) != NULL) {
				found_in_class = true;
				break;
			}
		}
		PyErr_Clear();
		if (found_in_class)
			return private_origin_ok(mro, NULL, name);
		/* Else the metaclass's (EnumType._create_, ABCMeta._dump_registry). */
		return private_origin_ok(Py_TYPE(obj)->tp_mro, NULL, name);
	}
	if (PyFunction_Check(obj))
		return true; /* the user's own function (private_ok checked its globals) */
	if (Py_IS_TYPE(obj, &PySuper_Type)) {
		sc = PyObject_GetAttrString(obj, "__self_class__");
		tc = PyObject_GetAttrString(obj, "__thisclass__");
		ok = sc && tc && PyType_Check(sc) && private_origin_ok(((PyTypeObject *)sc)->tp_mro, tc, name);
		if (!sc || !tc)
			PyErr_Clear();
		Py_XDECREF(sc);
		Py_XDECREF(tc);
		return ok;
	}
	dictptr = _PyObject_GetDictPtr(obj);
	if (dictptr != NULL && *dictptr != NULL && PyDict_Check(*dictptr)) {
		if (PyDict_GetItemWithError(*dictptr, name) != NULL)
			return true; /* instance data (the user's object) */
		if (PyErr_Occurred()) {
			PyErr_Clear();
			return false;
		}
	}
	return private_origin_ok(Py_TYPE(obj)->tp_mro, NULL, name);
}

static int check_private_read(PyObject *obj, PyObject *name)
{
	const char *s = PyUnicode_Check(name) ? PyUnicode_AsUTF8(name) : NULL;

	if (s == NULL || !is_private(s) || (private_ok(obj) && private_name_ok(obj, name)))
		return s == NULL && PyErr_Occurred() ? -1 : 0;
	PyErr_Format(sandbox_error, "access to private attribute '%s' of a '%s' object is not allowed",
		     s, PyType_Check(obj) ? ((PyTypeObject *)obj)->tp_name : Py_TYPE(obj)->tp_name);
	return -1;
}

/* ---- checked attribute access ---- */

static int check_name(PyObject *name, bool store)
{
	const char *s;
	Py_ssize_t len;

	if (!PyUnicode_Check(name)) {
		PyErr_SetString(PyExc_TypeError, "attribute name must be string");
		return -1;
	}
	if (python_layer_off)
		return 0;
	s = PyUnicode_AsUTF8AndSize(name, &len);
	if (s == NULL)
		return -1;
	/* An embedded NUL would make the C check see a different name than getattr. */
	if (strlen(s) != (size_t)len || !pol_attr_allowed(s, store)) {
		deny("access to attribute '%s' is not allowed", s);
		return -1;
	}
	return 0;
}

/* The name as an exact str (new reference): a str subclass could pass the checks by its
 * text and then, through its own __hash__ and __eq__, match another name in the lookup. */
static PyObject *plain_name(PyObject *name)
{
	if (!PyUnicode_Check(name)) {
		PyErr_SetString(PyExc_TypeError, "attribute name must be string");
		return NULL;
	}
	return PyUnicode_FromObject(name);
}

static PyObject *m_getattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *v, *nm;

	if (n < 2 || n > 3)
		return PyErr_Format(PyExc_TypeError, "getattr expected 2 or 3 arguments, got %zd", n);
	if ((nm = plain_name(a[1])) == NULL)
		return NULL;
	v = check_name(nm, false) < 0 || check_private_read(a[0], nm) < 0 ? NULL : PyObject_GetAttr(a[0], nm);
	Py_DECREF(nm);
	if (v == NULL && n == 3 && PyErr_ExceptionMatches(PyExc_AttributeError)) {
		PyErr_Clear();
		return Py_NewRef(a[2]);
	}
	return v;
}

static PyObject *m_hasattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *v, *nm;

	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "hasattr expected 2 arguments, got %zd", n);
	if ((nm = plain_name(a[1])) == NULL)
		return NULL;
	if (check_name(nm, false) < 0 || check_private_read(a[0], nm) < 0) {
		Py_DECREF(nm);
		return NULL;
	}
	v = PyObject_GetAttr(a[0], nm);
	Py_DECREF(nm);
	if (v == NULL) {
		if (!PyErr_ExceptionMatches(PyExc_AttributeError))
			return NULL;
		PyErr_Clear();
		Py_RETURN_FALSE;
	}
	Py_DECREF(v);
	Py_RETURN_TRUE;
}

/* setattr (value) and delattr (value NULL) */
static PyObject *checked_store(PyObject *obj, PyObject *name, PyObject *value)
{
	PyObject *nm = plain_name(name);
	int r;

	if (nm == NULL)
		return NULL;
	r = check_name(nm, true) < 0 ? -1 : PyObject_SetAttr(obj, nm, value);
	Py_DECREF(nm);
	if (r < 0)
		return NULL;
	Py_RETURN_NONE;
}

static PyObject *m_setattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 3)
		return PyErr_Format(PyExc_TypeError, "setattr expected 3 arguments, got %zd", n);
	return checked_store(a[0], a[1], a[2]);
}

static PyObject *m_delattr(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "delattr expected 2 arguments, got %zd", n);
	return checked_store(a[0], a[1], NULL);
}

/* obj._name for a private name: the AST rewrites such loads into this call. */
static PyObject *m_pget(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *nm, *v;

	if (n != 2 || !PyUnicode_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "pget(obj, name)");
	if ((nm = plain_name(a[1])) == NULL)
		return NULL;
	v = check_private_read(a[0], nm) < 0 ? NULL : PyObject_GetAttr(a[0], nm);
	Py_DECREF(nm);
	return v;
}

static PyObject *m_private_ok(PyObject *self, PyObject *obj)
{
	return PyBool_FromLong(private_ok(obj));
}

/* private_name_ok(obj, name): would obj.name be a private read user code may make? */
static PyObject *m_private_name_ok(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *nm;
	bool ok;

	if (n != 2 || !PyUnicode_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "private_name_ok(obj, name)");
	if ((nm = plain_name(a[1])) == NULL)
		return NULL;
	ok = private_ok(a[0]) && private_name_ok(a[0], nm);
	Py_DECREF(nm);
	return PyBool_FromLong(ok);
}

/* ---- classes user code may not modify ---- */

static setattrofunc orig_type_setattro;

/* Setting or deleting attributes of a class not defined by the user's code (a stdlib
 * class, a metaclass) would change what every later stdlib call does: refused during user
 * code, except from the stdlib callers that build classes (namedtuple, NamedTuple). */
static bool meta_key_refused(PyObject *key, PyObject *value);

static int guard_type_setattro(PyObject *type, PyObject *name, PyObject *value)
{
	const char *s;

	/* On the user's own classes too, user code (type.__setattr__, type.__delattr__) may
	 * set or delete only the dunders it may assign in source: adding or removing
	 * __getattr__ later would undo what was checked when the class was made. */
	if (phase == PHASE_USER && !python_layer_off && PyUnicode_Check(name)) {
		s = PyUnicode_AsUTF8(name);
		if (s == NULL)
			return -1;
		/* The lookup hooks decide what forwarding checks see: from nowhere, whoever
		 * calls (stdlib code calling type.__delattr__ for the user included). */
		/* __slots__ after creation: object.__reduce_ex__ reads every name copyreg finds
		 * there with an unchecked getattr. __bases__ and __class__ change the MRO or the
		 * metaclass creation checked: only NamedTupleMeta (through its wrapper, from
		 * checked bases) sets __bases__, never a trampoline calling type.__setattr__. */
		if (strcmp(s, "__getattr__") == 0 || strcmp(s, "__getattribute__") == 0 ||
		    strcmp(s, "__del__") == 0 || strcmp(s, "__slotnames__") == 0 ||
		    strcmp(s, "__slots__") == 0 ||
		    ((strcmp(s, "__bases__") == 0 || strcmp(s, "__class__") == 0) && !caller_may_exec()) ||
		    /* What a metaclass may not define at creation, it may not gain later. */
		    (PyType_Check(type) && PyType_IsSubtype((PyTypeObject *)type, &PyType_Type) &&
		     (meta_key_refused(name, value) || strcmp(s, "mro") == 0)) ||
		    (caller_is_user() && !pol_attr_allowed(s, true))) {
			PyErr_Format(sandbox_error, "cannot %s attribute '%s' of a class",
				     value ? "set" : "delete", s);
			return -1;
		}
	}
	if (phase == PHASE_USER && !python_layer_off && PyType_Check(type) &&
	    !user_type((PyTypeObject *)type) && !caller_may_exec()) {
		PyErr_Format(sandbox_error, "cannot %s attribute %R of class '%s': it is not defined by your code",
			     value ? "set" : "delete", name, ((PyTypeObject *)type)->tp_name);
		return -1;
	}
	return orig_type_setattro(type, name, value);
}

static PyObject *type_setattr_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "expected 2 arguments, got %zd", n);
	if (guard_type_setattro(self, a[0], a[1]) < 0)
		return NULL;
	Py_RETURN_NONE;
}

static PyObject *type_delattr_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 1)
		return PyErr_Format(PyExc_TypeError, "expected 1 argument, got %zd", n);
	if (guard_type_setattro(self, a[0], NULL) < 0)
		return NULL;
	Py_RETURN_NONE;
}

/* Classes created during user code may not inherit a stdlib attribute forwarder
 * (typing._GenericAlias.__getattr__, types.GenericAlias): stdlib code reading a data-named
 * attribute off such an object (dataclasses.replace, pprint, copy) would read it from an
 * object of the user's choice, past every check. */
static newfunc orig_type_new;

/* A user metaclass may not redefine what type itself answers for its classes (__mro__,
 * __dict__, __module__, ... are data descriptors of type; __getattribute__ intercepts them
 * all): stdlib code (dataclasses) reads a class through them, so a property there would
 * feed it names no check has seen. */
static bool meta_key_refused(PyObject *key, PyObject *value)
{
	static PyObject *dc_prefix;
	PyObject *d;

	if (dc_prefix == NULL && (dc_prefix = PyUnicode_InternFromString("__dataclass_")) == NULL) {
		PyErr_Clear();
		return true; /* fail closed */
	}

	if (!PyUnicode_Check(key))
		return false;
	/* And no identity of its own: C lookups keyed by classes (caches, dispatch tables,
	 * sets) would hand a class's __eq__ what they hold (a class's hash is its address). */
	/* dataclasses reads a base's fields with getattr(b, '__dataclass_fields__'), which a
	 * metaclass attribute would answer instead of the class's own dict. */
	if (PyUnicode_Check(key) && PyUnicode_GET_LENGTH(key) > 12 &&
	    PyUnicode_Tailmatch(key, dc_prefix, 0, 12, -1) == 1)
		return true;
	if (PyUnicode_CompareWithASCIIString(key, "__getattribute__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__eq__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__ne__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__hash__") == 0)
		return true;
	d = PyDict_GetItemWithError(PyType_Type.tp_dict, key);
	PyErr_Clear();
	return d != NULL && (Py_IS_TYPE(d, &PyGetSetDescr_Type) || Py_IS_TYPE(d, &PyMemberDescr_Type)) &&
	       value != NULL && Py_TYPE(value)->tp_descr_get != NULL;
}

static const char *metaclass_override(PyTypeObject *t)
{
	PyObject *mro = t->tp_mro;

	if (!PyType_IsSubtype(t, &PyType_Type) || mro == NULL)
		return NULL;
	/* Every class in its MRO made during the call, mixins that are not types included:
	 * what they define is what the metaclass's classes answer. */
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(mro); i++) {
		PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
		PyObject *key, *value;
		Py_ssize_t pos = 0;

		if (!(b->tp_flags & Py_TPFLAGS_HEAPTYPE) || b->tp_dict == NULL ||
		    in_set(template_types, (PyObject *)b, false))
			continue;
		while (PyDict_Next(b->tp_dict, &pos, &key, &value))
			if (meta_key_refused(key, value))
				return PyUnicode_AsUTF8(key);
	}
	return NULL;
}

/* A metaclass with its own mro() gives its classes any MRO, one without object for
 * instance, which sends CPython's pickling helpers down paths that read attributes of a
 * class unchecked: no metaclass made or used during user code may define one. */
static bool custom_mro(PyTypeObject *meta)
{
	PyObject *mro = meta->tp_mro;

	for (Py_ssize_t i = 0; mro != NULL && i < PyTuple_GET_SIZE(mro); i++) {
		PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
		if (b != &PyType_Type && b != &PyBaseObject_Type && b->tp_dict != NULL &&
		    PyDict_GetItemString(b->tp_dict, "mro") != NULL)
			return true;
	}
	return false;
}

/* What a class's own namespace may not hold (its dict, or the namespace type() is given):
 * a message, or NULL. `meta`: the class is a metaclass. */
static const char *bad_namespace(PyObject *ns, bool meta, const char **name)
{
	PyObject *key, *value;
	Py_ssize_t pos = 0;

	while (PyDict_Next(ns, &pos, &key, &value)) {
		/* Exactly str: type() keeps a str subclass key as given, and CPython's own
		 * lookups (slots, the MRO, finalizers) then match it by its __hash__/__eq__,
		 * whatever its text says to the checks here. */
		if (!PyUnicode_CheckExact(key)) {
			*name = PyUnicode_Check(key) ? Py_TYPE(key)->tp_name : "a non-string key";
			return "may only have plain str names, not";
		}
		*name = PyUnicode_AsUTF8(key);
		if (*name == NULL) {
			PyErr_Clear();
			return "may not use the name";
		}
		/* A finalizer runs inside whatever frame is on top when the object dies (a
		 * collection inside a trusted stdlib frame): only a Python function, which runs
		 * in a frame of its own, never a C callable that would borrow the trusted one. */
		if (strcmp(*name, "__del__") == 0 && !PyFunction_Check(value))
			return "__del__ must be a function, not";
		/* object.__reduce_ex__ reads every name listed there with an unchecked getattr
		 * (a private of a stdlib base, __getattribute__): only copyreg computes it. */
		if (strcmp(*name, "__slotnames__") == 0)
			return "may not define";
		if (meta && strcmp(*name, "mro") == 0)
			return "may not define";
	}
	return NULL;
}

/* Every check that can be made before type.__new__ runs: it calls __set_name__ and
 * __init_subclass__, user code that could keep the class however the guard then judges it. */
static int type_new_precheck(PyTypeObject *meta, PyObject *args)
{
	PyObject *bases, *ns, *mro = meta->tp_mro;
	bool is_meta = false;
	const char *why, *name = NULL;

	for (Py_ssize_t i = 0; mro != NULL && i < PyTuple_GET_SIZE(mro); i++) {
		PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
		/* The stdlib's metaclasses (and type itself) are what they are; a metaclass made
		 * during the call is judged again, in case user code kept a refused one. */
		const char *over = i == 0 ? metaclass_override(b) : NULL;
		if (over != NULL || in_set(refused_types, (PyObject *)b, true)) {
			PyErr_Format(sandbox_error, "metaclass '%s' may not %s '%s'", b->tp_name,
				     over ? "redefine" : "be used: it was refused; name", over ? over : b->tp_name);
			return -1;
		}
	}
	if (custom_mro(meta)) {
		PyErr_Format(sandbox_error, "metaclass '%s' may not define mro()", meta->tp_name);
		return -1;
	}
	if (!PyTuple_Check(args) || PyTuple_GET_SIZE(args) != 3)
		return 0; /* type(x), or type.__new__ will refuse the arguments itself */
	bases = PyTuple_GET_ITEM(args, 1);
	ns = PyTuple_GET_ITEM(args, 2);
	if (!PyTuple_Check(bases) || !PyDict_Check(ns))
		return 0;
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(bases); i++) {
		PyObject *b = PyTuple_GET_ITEM(bases, i), *bmro;
		if (!PyType_Check(b))
			continue;
		is_meta = is_meta || PyType_IsSubtype((PyTypeObject *)b, &PyType_Type);
		bmro = ((PyTypeObject *)b)->tp_mro;
		for (Py_ssize_t j = 0; bmro != NULL && j < PyTuple_GET_SIZE(bmro); j++)
			if (in_set(refused_types, PyTuple_GET_ITEM(bmro, j), true)) {
				PyErr_Format(sandbox_error, "class '%s' was refused and may not be a base",
					     ((PyTypeObject *)PyTuple_GET_ITEM(bmro, j))->tp_name);
				return -1;
			}
	}
	why = bad_namespace(ns, is_meta, &name);
	if (why != NULL) {
		PyErr_Format(sandbox_error, "class %R %s '%s'", PyTuple_GET_ITEM(args, 0), why,
			     name ? name : "?");
		return -1;
	}
	return 0;
}

/* A class refused after type.__new__ made it: user code may hold it already. It stops
 * counting as the user's (no private reads on its instances, no reduction, read-only),
 * cannot be a base or a metaclass again, and loses a finalizer. */
static void poison(PyTypeObject *t)
{
	if (set_add_addr(&refused_types, &refused_types_keep, (PyObject *)t) < 0)
		Py_FatalError("safepy: cannot record a refused class"); /* fail closed */
	if (t->tp_dict != NULL && PyDict_GetItemString(t->tp_dict, "__del__") != NULL) {
		if (PyDict_DelItemString(t->tp_dict, "__del__") < 0)
			Py_FatalError("safepy: cannot disarm a refused class");
		PyType_Modified(t);
	}
}

static PyObject *guard_type_new(PyTypeObject *meta, PyObject *args, PyObject *kwds)
{
	PyObject *t;
	PyTypeObject *tt;
	const char *over, *name = NULL, *why;
	bool active = phase == PHASE_USER && !python_layer_off;

	if (active && type_new_precheck(meta, args) < 0)
		return NULL;
	t = orig_type_new(meta, args, kwds);
	if (t == NULL || !active || !PyType_Check(t))
		return t;
	/* The same checks on what was made (a second line), and those that need the MRO. */
	tt = (PyTypeObject *)t;
	why = bad_namespace(tt->tp_dict, PyType_IsSubtype(tt, &PyType_Type), &name);
	over = metaclass_override(tt);
	if (why != NULL)
		PyErr_Format(sandbox_error, "class '%s' %s '%s'", tt->tp_name, why, name ? name : "?");
	else if (over != NULL)
		PyErr_Format(sandbox_error, "metaclass '%s' may not redefine '%s'", tt->tp_name, over);
	else if (stdlib_forwarding(tt))
		PyErr_Format(sandbox_error, "class '%s' may not inherit the attribute forwarding of a "
			     "stdlib class", tt->tp_name);
	else
		return t;
	poison(tt);
	Py_DECREF(t);
	return NULL;
}

/* object.__reduce_ex__ and object.__reduce__ return any object's real __dict__ (the
 * pickle protocol). User code cannot name them, but stdlib code can hand them over (enum
 * compares a mixin's method with them through the mixin's own __eq__): during user code
 * they serve only the user's own objects, whoever calls. */
static PyObject *orig_reduce[2];
static PyObject *reduce_name; /* "__reduce__", interned */

/* For protocol 2 and up CPython reads every name copyreg._slotnames lists with an
 * unchecked getattr, and that list is computed again from __slots__ at each reduction,
 * from state user code can change afterwards (the list itself, a lying iterable, the
 * class name used to mangle `__x`, the slot's descriptor deleted to uncover a stdlib
 * base's attribute). So judge what was read, after the fact and with no user code in
 * between: every name must still be a slot (a member descriptor, found through the MRO)
 * and the slot must hold the very object the reduction returned. */
static bool slot_state_forged(PyObject *self, PyObject *r)
{
	PyObject *state, *slots, *key, *value;
	Py_ssize_t pos = 0;

	if (!PyTuple_Check(r) || PyTuple_GET_SIZE(r) < 3)
		return false;
	state = PyTuple_GET_ITEM(r, 2);
	if (!PyTuple_Check(state) || PyTuple_GET_SIZE(state) != 2 || !PyDict_Check(PyTuple_GET_ITEM(state, 1)))
		return false;
	slots = PyTuple_GET_ITEM(state, 1);
	while (PyDict_Next(slots, &pos, &key, &value)) {
		/* Exactly str: a subclass key's __hash__/__eq__ would run inside the lookup. */
		PyObject *d = PyUnicode_CheckExact(key) ? _PyType_Lookup(Py_TYPE(self), key) : NULL, *now;
		bool same;

		if (d == NULL || !Py_IS_TYPE(d, &PyMemberDescr_Type))
			return true;
		now = PyMember_GetOne((const char *)self, ((PyMemberDescrObject *)d)->d_member);
		same = now == value;
		Py_XDECREF(now);
		PyErr_Clear();
		if (!same)
			return true;
	}
	return false;
}

/* Whose __reduce__ a class uses decides whether running it for the user is safe: its own
 * (the user's code), a C type's (built from the object's C state), or one of the few
 * stdlib Python ones registered at setup that build from the object's public state
 * (Counter, Fraction, Random, JSONDecodeError). Not any other: typing's aliases reduce to
 * typing's globals()[self._name], a module of the user's choosing. */
static PyObject *reduce_allowed, *reduce_allowed_keep;

static bool reduce_provider_ok(PyTypeObject *t, PyObject *own)
{
	PyObject *mro = t->tp_mro;

	for (Py_ssize_t i = 0; mro != NULL && i < PyTuple_GET_SIZE(mro); i++) {
		PyTypeObject *b = (PyTypeObject *)PyTuple_GET_ITEM(mro, i);
		PyObject *d = b->tp_dict ? PyDict_GetItemWithError(b->tp_dict, reduce_name) : NULL;
		if (d == NULL) {
			if (PyErr_Occurred())
				break;
			continue;
		}
		if (d != own)
			break; /* the MRO changed under us: refuse */
		if (user_type(b))
			return true;
		if (!(b->tp_flags & Py_TPFLAGS_HEAPTYPE) && !PyFunction_Check(own))
			return true;
		return in_set(reduce_allowed, own, false);
	}
	PyErr_Clear();
	return false;
}

static PyObject *guarded_reduce(int which, PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *args[3], *r;

	if (n > 1)
		return PyErr_Format(PyExc_TypeError, "expected at most 1 argument, got %zd", n);
	/* Not keyed on the caller: any trusted frame (copy's) can be made to call C
	 * callables the user chose (a partial driving map()), so only the object decides. */
	/* Never a class (its state is read through its metaclass's slots and MRO, which
	 * copy never needs: it copies classes as atomic) nor a super object (private_ok
	 * trusts its __self_class__, the reduction then acts on what it is bound to). */
	if (phase == PHASE_USER && !python_layer_off &&
	    (PyType_Check(self) || PyObject_TypeCheck(self, &PySuper_Type) || !private_ok(self)))
		return PyErr_Format(sandbox_error, "the pickled state of a '%s' object is not available "
				    "in the sandbox", Py_TYPE(self)->tp_name);
	/* A class with its own __reduce__: object.__reduce_ex__ would only call it and return
	 * what it returns (the user's data, not checked below). Called here, so the default
	 * path, whose reads are checked below, is never taken for such a class. */
	if (which == 0 && phase == PHASE_USER && !python_layer_off) {
		PyObject *own = _PyType_Lookup(Py_TYPE(self), reduce_name);
		if (own != NULL && own != PyDict_GetItemWithError(PyBaseObject_Type.tp_dict, reduce_name)) {
			descrgetfunc get;
			PyObject *bound;

			if (!reduce_provider_ok(Py_TYPE(self), own))
				return PyErr_Format(sandbox_error, "the pickled state of a '%s' object is not "
						    "available in the sandbox (its __reduce__ is stdlib code)",
						    Py_TYPE(self)->tp_name);
			/* Exactly what was judged, bound here: not whatever an instance attribute or
			 * a __getattribute__ would answer for the name. */
			Py_INCREF(own);
			get = Py_TYPE(own)->tp_descr_get;
			bound = get ? get(own, self, (PyObject *)Py_TYPE(self)) : Py_NewRef(own);
			Py_DECREF(own);
			if (bound == NULL)
				return NULL;
			r = PyObject_CallNoArgs(bound); /* as self.__reduce__() would */
			Py_DECREF(bound);
			return r;
		}
		if (PyErr_Occurred())
			return NULL;
	}
	args[0] = self;
	for (Py_ssize_t i = 0; i < n; i++)
		args[1 + i] = a[i];
	r = PyObject_Vectorcall(orig_reduce[which], args, (size_t)(1 + n), NULL);
	if (r != NULL && phase == PHASE_USER && !python_layer_off && slot_state_forged(self, r)) {
		Py_DECREF(r);
		return PyErr_Format(sandbox_error, "the pickled state of a '%s' object is not available "
				    "in the sandbox (a slot name that is not a slot)", Py_TYPE(self)->tp_name);
	}
	return r;
}

static PyObject *reduce_ex_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	return guarded_reduce(0, self, a, n);
}

static PyObject *reduce_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	return guarded_reduce(1, self, a, n);
}

static PyMethodDef object_defs[] = {
	{ "__reduce_ex__", (PyCFunction)(void (*)(void))reduce_ex_meth, METH_FASTCALL,
	  "Helper for pickle." },
	{ "__reduce__", (PyCFunction)(void (*)(void))reduce_meth, METH_FASTCALL,
	  "Helper for pickle." },
};

static int guard_object_reduce(void)
{
	for (size_t i = 0; i < 2; i++) {
		PyObject *d;

		if (reduce_name == NULL && (reduce_name = PyUnicode_InternFromString("__reduce__")) == NULL)
			return -1;
		orig_reduce[i] = PyDict_GetItemString(PyBaseObject_Type.tp_dict, object_defs[i].ml_name);
		if (orig_reduce[i] == NULL)
			return -1;
		Py_INCREF(orig_reduce[i]);
		d = PyDescr_NewMethod(&PyBaseObject_Type, &object_defs[i]);
		if (d == NULL || PyDict_SetItemString(PyBaseObject_Type.tp_dict, object_defs[i].ml_name, d) < 0) {
			Py_XDECREF(d);
			return -1;
		}
		Py_DECREF(d);
	}
	PyType_Modified(&PyBaseObject_Type);
	return 0;
}

/* `proxy | x` unwraps a mappingproxy to the dict it guards before `|` runs, so x.__ror__
 * received the live dict: an enum's _member_map_ through __members__, any class dict a
 * proxy guards. Both operands of a mappingproxy `|` are plain dict copies here. */
static PyObject *plain_mapping(PyObject *o)
{
	PyObject *d;

	if (!PyObject_TypeCheck(o, &PyDictProxy_Type))
		return Py_NewRef(o);
	d = PyDict_New();
	if (d != NULL && PyDict_Merge(d, o, 1) < 0)
		Py_CLEAR(d);
	return d;
}

static PyObject *mappingproxy_or(PyObject *a, PyObject *b)
{
	PyObject *ca = plain_mapping(a), *cb = ca ? plain_mapping(b) : NULL, *r = NULL;

	if (cb != NULL)
		r = PyNumber_Or(ca, cb);
	Py_XDECREF(ca);
	Py_XDECREF(cb);
	return r;
}

static PyObject *mappingproxy_or_meth(PyObject *self, PyObject *other)
{
	return mappingproxy_or(self, other);
}

static PyObject *mappingproxy_ror_meth(PyObject *self, PyObject *other)
{
	return mappingproxy_or(other, self);
}

static PyMethodDef mappingproxy_defs[] = {
	{ "__or__", mappingproxy_or_meth, METH_O, "Return self|value (a plain dict)." },
	{ "__ror__", mappingproxy_ror_meth, METH_O, "Return value|self (a plain dict)." },
};

static int guard_mappingproxy_or(void)
{
	PyDictProxy_Type.tp_as_number->nb_or = mappingproxy_or;
	for (size_t i = 0; i < sizeof(mappingproxy_defs) / sizeof(mappingproxy_defs[0]); i++) {
		PyObject *d = PyDescr_NewMethod(&PyDictProxy_Type, &mappingproxy_defs[i]);
		if (d == NULL || PyDict_SetItemString(PyDictProxy_Type.tp_dict, mappingproxy_defs[i].ml_name, d) < 0) {
			Py_XDECREF(d);
			return -1;
		}
		Py_DECREF(d);
	}
	PyType_Modified(&PyDictProxy_Type);
	return 0;
}

static PyMethodDef type_defs[] = {
	{ "__setattr__", (PyCFunction)(void (*)(void))type_setattr_meth, METH_FASTCALL,
	  "Implement setattr(self, name, value) (classes outside the user's code are read-only)." },
	{ "__delattr__", (PyCFunction)(void (*)(void))type_delattr_meth, METH_FASTCALL,
	  "Implement delattr(self, name)." },
};

/* Every path to type_setattro goes through the guard: the slot of type and of existing
 * metaclasses that inherited it, and type.__setattr__ / type.__delattr__ (used by
 * super().__setattr__ in metaclasses). Metaclasses created later inherit the slot. */
static PyObject *m_lock_types(PyObject *self, PyObject *types)
{
	PyObject *it, *t;

	if (phase != PHASE_SETUP)
		return deny("%s", "lock_types is setup-only");
	if (orig_type_setattro == NULL) {
		orig_type_setattro = PyType_Type.tp_setattro;
		PyType_Type.tp_setattro = guard_type_setattro;
		orig_type_new = PyType_Type.tp_new;
		PyType_Type.tp_new = guard_type_new;
		for (size_t i = 0; i < sizeof(type_defs) / sizeof(type_defs[0]); i++) {
			PyObject *d = PyDescr_NewMethod(&PyType_Type, &type_defs[i]);
			if (d == NULL || PyDict_SetItemString(PyType_Type.tp_dict, type_defs[i].ml_name, d) < 0) {
				Py_XDECREF(d);
				return NULL;
			}
			Py_DECREF(d);
		}
		PyType_Modified(&PyType_Type);
		if (guard_object_reduce() < 0 || guard_mappingproxy_or() < 0)
			return NULL;
	}
	it = PyObject_GetIter(types);
	if (it == NULL)
		return NULL;
	while ((t = PyIter_Next(it)) != NULL) {
		if (PyType_Check(t) && ((PyTypeObject *)t)->tp_setattro == orig_type_setattro)
			((PyTypeObject *)t)->tp_setattro = guard_type_setattro;
		if (PyType_Check(t) && ((PyTypeObject *)t)->tp_new == orig_type_new)
			((PyTypeObject *)t)->tp_new = guard_type_new;
		Py_DECREF(t);
	}
	Py_DECREF(it);
	if (PyErr_Occurred())
		return NULL;
	Py_RETURN_NONE;
}

static PyObject *m_attr_allowed(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	const char *s;

	if (n < 1 || n > 2 || !PyUnicode_Check(a[0]))
		return PyErr_Format(PyExc_TypeError, "attr_allowed(name, store=False)");
	s = PyUnicode_AsUTF8(a[0]);
	if (s == NULL)
		return NULL;
	return PyBool_FromLong(pol_attr_allowed(s, n == 2 && PyObject_IsTrue(a[1]) == 1));
}

static PyObject *m_name_allowed(PyObject *self, PyObject *name)
{
	const char *s = PyUnicode_Check(name) ? PyUnicode_AsUTF8(name) : NULL;

	if (s == NULL)
		return PyErr_Occurred() ? NULL : PyErr_Format(PyExc_TypeError, "name must be str");
	return PyBool_FromLong(pol_name_allowed(s));
}

/* ---- str.format fields ---- */

/* Reject a format string whose replacement fields traverse a forbidden attribute: str.format
 * does getattr() on "{0.name}" fields with names the AST never sees. Every ".name" inside
 * braces is checked, nested fields and format specs included (a spec like ".2f" is not an
 * identifier and is skipped). */
static int check_format_string(PyObject *fmt)
{
	Py_ssize_t n = PyUnicode_GET_LENGTH(fmt);
	int kind = PyUnicode_KIND(fmt);
	const void *d = PyUnicode_DATA(fmt);
	int depth = 0;

	for (Py_ssize_t i = 0; i < n; i++) {
		Py_UCS4 c = PyUnicode_READ(kind, d, i);
		if (c == '{') {
			if (depth == 0 && i + 1 < n && PyUnicode_READ(kind, d, i + 1) == '{') {
				i++;
				continue;
			}
			depth++;
		} else if (c == '}') {
			if (depth > 0)
				depth--;
		} else if (c == '.' && depth > 0) {
			Py_ssize_t j = i + 1;
			PyObject *name;
			int r;
			while (j < n) {
				Py_UCS4 e = PyUnicode_READ(kind, d, j);
				if (e == '.' || e == '[' || e == ']' || e == '{' || e == '}' || e == '!' || e == ':')
					break;
				j++;
			}
			if (j == i + 1)
				continue;
			name = PyUnicode_Substring(fmt, i + 1, j);
			if (name == NULL)
				return -1;
			/* Private names too: format fields read them from any object. */
			if (PyUnicode_READ_CHAR(name, 0) == '_' &&
			    !(PyUnicode_GET_LENGTH(name) >= 4 && PyUnicode_READ_CHAR(name, 1) == '_')) {
				PyErr_Format(sandbox_error, "access to private attribute '%U' in a format field is not allowed", name);
				Py_DECREF(name);
				return -1;
			}
			r = check_name(name, false);
			Py_DECREF(name);
			if (r < 0)
				return -1;
			i = j - 1;
		}
	}
	return 0;
}

static PyObject *call_orig(PyObject *orig, PyObject *self, PyObject *args, PyObject *kw)
{
	PyObject *full, *r;
	Py_ssize_t n = PyTuple_GET_SIZE(args);

	full = PyTuple_New(n + 1);
	if (full == NULL)
		return NULL;
	PyTuple_SET_ITEM(full, 0, Py_NewRef(self));
	for (Py_ssize_t i = 0; i < n; i++)
		PyTuple_SET_ITEM(full, i + 1, Py_NewRef(PyTuple_GET_ITEM(args, i)));
	r = PyObject_Call(orig, full, kw);
	Py_DECREF(full);
	return r;
}

static PyObject *safe_format(PyObject *self, PyObject *args, PyObject *kw)
{
	if (!PyUnicode_Check(self))
		return PyErr_Format(PyExc_TypeError, "format requires a str");
	if (check_format_string(self) < 0)
		return NULL;
	return call_orig(orig_format, self, args, kw);
}

static PyObject *safe_format_map(PyObject *self, PyObject *args, PyObject *kw)
{
	if (!PyUnicode_Check(self))
		return PyErr_Format(PyExc_TypeError, "format_map requires a str");
	if (check_format_string(self) < 0)
		return NULL;
	return call_orig(orig_format_map, self, args, kw);
}

static PyMethodDef format_defs[] = {
	{ "format", (PyCFunction)(void (*)(void))safe_format, METH_VARARGS | METH_KEYWORDS,
	  "S.format(*args, **kwargs) -> str (fields may not reach private attributes)" },
	{ "format_map", (PyCFunction)(void (*)(void))safe_format_map, METH_VARARGS | METH_KEYWORDS,
	  "S.format_map(mapping) -> str" },
};

static int replace_method(PyMethodDef *def, PyObject **orig)
{
	PyObject *dict = PyUnicode_Type.tp_dict, *descr;

	*orig = Py_XNewRef(PyDict_GetItemString(dict, def->ml_name));
	if (*orig == NULL)
		return -1;
	descr = PyDescr_NewMethod(&PyUnicode_Type, def);
	if (descr == NULL || PyDict_SetItemString(dict, def->ml_name, descr) < 0) {
		Py_XDECREF(descr);
		return -1;
	}
	Py_DECREF(descr);
	return 0;
}

static PyObject *m_patch_str_format(PyObject *self, PyObject *unused)
{
	if (orig_format != NULL)
		Py_RETURN_NONE;
	if (replace_method(&format_defs[0], &orig_format) < 0 ||
	    replace_method(&format_defs[1], &orig_format_map) < 0)
		return PyErr_Occurred() ? NULL : PyErr_Format(PyExc_RuntimeError, "cannot patch str.format");
	PyType_Modified(&PyUnicode_Type);
	Py_RETURN_NONE;
}

/* ---- phases ---- */

static PyObject *m_allow_exec_internal(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (phase != PHASE_SETUP)
		return deny("%s", "allow_exec_internal is setup-only");
	PyObject *k;

	if (n != 2 || !PyCode_Check(a[0]) || !PyCode_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "allow_exec_internal(code, caller_code)");
	/* a[0] stays alive (its address is the key): exec_allowed's keep list holds it. */
	if (!in_set(exec_allowed, a[0], false))
		return PyErr_Format(PyExc_TypeError, "allow_exec_from(code) first");
	if (exec_internal == NULL && (exec_internal = PyDict_New()) == NULL)
		return NULL;
	k = PyLong_FromVoidPtr(a[0]);
	if (k == NULL || PyDict_SetItem(exec_internal, k, a[1]) < 0) {
		Py_XDECREF(k);
		return NULL;
	}
	Py_DECREF(k);
	Py_RETURN_NONE;
}

/* Setup-only registration of trusted stdlib code objects into a set. */
/* allow_reduce(f, ...): stdlib Python __reduce__ functions safe to run for the user. */
static PyObject *m_allow_reduce(PyObject *self, PyObject *args)
{
	if (phase != PHASE_SETUP)
		return deny("%s is setup-only", "allow_reduce");
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++)
		if (!PyFunction_Check(PyTuple_GET_ITEM(args, i)) ||
		    set_add_addr(&reduce_allowed, &reduce_allowed_keep, PyTuple_GET_ITEM(args, i)) < 0)
			return PyErr_Occurred() ? NULL : PyErr_Format(PyExc_TypeError, "functions only");
	Py_RETURN_NONE;
}

static PyObject *m_allow_exec_from(PyObject *self, PyObject *args)
{
	if (phase != PHASE_SETUP)
		return deny("%s is setup-only", "allow_exec_from");
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++) {
		PyObject *co = PyTuple_GET_ITEM(args, i);
		if (!PyCode_Check(co))
			return PyErr_Format(PyExc_TypeError, "code objects only");
		if (set_add_addr(&exec_allowed, &exec_allowed_keep, co) < 0)
			return NULL;
	}
	Py_RETURN_NONE;
}

/* Functions that existed before the call (the standard library's, the harness's) are
 * read-only during user code, like classes: a planted __wrapped__ or __signature__ would
 * steer what inspect and functools tell other stdlib code. New functions (the user's,
 * and closures stdlib code makes for the user, which update_wrapper decorates) are not.
 * Not keyed on the caller (a stdlib trampoline, ExitStack's callback or typing's
 * forwarding __setattr__, would set one for the user); the one write stdlib code makes
 * on its own functions, total_ordering renaming its helpers, stores the value they
 * already hold (the template made it once), and a write that changes nothing passes. */
static PyObject *template_functions, *template_functions_keep;
static setattrofunc orig_func_setattro;

static int guard_func_setattro(PyObject *f, PyObject *name, PyObject *value)
{
	if (phase == PHASE_USER && !python_layer_off && template_functions != NULL &&
	    in_set(template_functions, f, true)) {
		PyObject *cur = value ? PyObject_GenericGetAttr(f, name) : NULL;
		bool same = cur == value;

		Py_XDECREF(cur);
		PyErr_Clear();
		if (same)
			return 0;
		PyErr_Format(sandbox_error, "cannot %s attribute %R of a function not defined by your code",
			     value ? "set" : "delete", name);
		return -1;
	}
	return orig_func_setattro(f, name, value);
}

/* Setup-only: a set of the objects that exist before any user code runs. */
static PyObject *mark_set(PyObject **set, PyObject **keep, PyObject *objs, const char *what)
{
	PyObject *it, *o;

	if (phase != PHASE_SETUP)
		return deny("%s is setup-only", what);
	Py_CLEAR(*set);
	Py_CLEAR(*keep);
	it = PyObject_GetIter(objs);
	if (it == NULL)
		return NULL;
	while ((o = PyIter_Next(it)) != NULL) {
		int r = set_add_addr(set, keep, o);
		Py_DECREF(o);
		if (r < 0)
			break;
	}
	Py_DECREF(it);
	if (PyErr_Occurred())
		return NULL;
	if (*set == NULL && (*set = PySet_New(NULL)) == NULL)
		return NULL;
	Py_RETURN_NONE;
}

static PyObject *m_mark_template_functions(PyObject *self, PyObject *funcs)
{
	PyObject *r = mark_set(&template_functions, &template_functions_keep, funcs, "mark_template_functions");

	if (r == NULL)
		return NULL;
	Py_DECREF(r);
	if (orig_func_setattro == NULL) {
		orig_func_setattro = PyFunction_Type.tp_setattro;
		PyFunction_Type.tp_setattro = guard_func_setattro;
	}
	Py_RETURN_NONE;
}

/* mark_template_types(types): the classes that exist before any user code runs. */
static PyObject *m_mark_template_types(PyObject *self, PyObject *types)
{
	return mark_set(&template_types, &template_types_keep, types, "mark_template_types");
}

static PyObject *m_exec_user(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2 || !PyCode_Check(a[0]) || !PyDict_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "exec_user(code, globals)");
	/* From here on the hook denies; there is no way back in this process. */
	phase = PHASE_USER;
	user_globals = a[1];
	return PyEval_EvalCode(a[0], a[1], a[1]);
}

/* fast_compile(src: bytes, filename: str) -> (code, kind, name) or None: see fastpath.h */
static PyObject *m_fast_compile(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2 || !PyBytes_Check(a[0]) || !PyUnicode_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "fast_compile(src, filename)");
	if (!fp_available() || phase == PHASE_USER)
		Py_RETURN_NONE;
	return fp_compile(PyBytes_AS_STRING(a[0]), PyBytes_GET_SIZE(a[0]), a[1]);
}

static PyObject *m_in_user_phase(PyObject *self, PyObject *unused)
{
	return PyBool_FromLong(phase == PHASE_USER);
}

static PyObject *m_python_layer_off(PyObject *self, PyObject *unused)
{
	return PyBool_FromLong(python_layer_off);
}

static PyMethodDef methods[] = {
	{ "getattr", (PyCFunction)(void (*)(void))m_getattr, METH_FASTCALL,
	  "getattr(object, name[, default]): private and internal names are refused" },
	{ "hasattr", (PyCFunction)(void (*)(void))m_hasattr, METH_FASTCALL, "checked hasattr" },
	{ "setattr", (PyCFunction)(void (*)(void))m_setattr, METH_FASTCALL, "checked setattr" },
	{ "delattr", (PyCFunction)(void (*)(void))m_delattr, METH_FASTCALL, "checked delattr" },
	{ "attr_allowed", (PyCFunction)(void (*)(void))m_attr_allowed, METH_FASTCALL, NULL },
	{ "pget", (PyCFunction)(void (*)(void))m_pget, METH_FASTCALL,
	  "obj._name, allowed on the user's own classes and instances" },
	{ "private_ok", m_private_ok, METH_O, NULL },
	{ "private_name_ok", (PyCFunction)(void (*)(void))m_private_name_ok, METH_FASTCALL, NULL },
	{ "lock_types", m_lock_types, METH_O, NULL },
	{ "name_allowed", m_name_allowed, METH_O, NULL },
	{ "patch_str_format", m_patch_str_format, METH_NOARGS, NULL },
	{ "allow_exec_from", m_allow_exec_from, METH_VARARGS, NULL },
	{ "mark_template_types", m_mark_template_types, METH_O, NULL },
	{ "mark_template_functions", m_mark_template_functions, METH_O, NULL },
	{ "allow_exec_internal", (PyCFunction)(void (*)(void))m_allow_exec_internal, METH_FASTCALL, NULL },
	{ "allow_reduce", m_allow_reduce, METH_VARARGS, NULL },
	{ "exec_user", (PyCFunction)(void (*)(void))m_exec_user, METH_FASTCALL, NULL },
	{ "in_user_phase", m_in_user_phase, METH_NOARGS, NULL },
	{ "fast_compile", (PyCFunction)(void (*)(void))m_fast_compile, METH_FASTCALL, NULL },
	{ "python_layer_off", m_python_layer_off, METH_NOARGS, NULL },
	{ NULL, NULL, 0, NULL },
};

static struct PyModuleDef moddef = {
	PyModuleDef_HEAD_INIT, "_safepy", "safepy's restricted-evaluator primitives", -1, methods,
	NULL, NULL, NULL, NULL,
};

/* ---- the module proxies user code imports ---- */

/* A module subclass with its own C setattro: private and dunder names cannot be set or
 * deleted during user code (`from m import x` falls back to sys.modules[m.__name__ + "." +
 * x]; `from m import *` reads __all__ and binds whatever it names). Being C-level, it also
 * makes object.__setattr__ refuse these objects ("can't apply this __setattr__"). */
/* User code may set public names on its view of a module (a copy: the real module is
 * untouched), but never delete one, nor rebind one that holds a submodule: `from m import
 * x` falls back to sys.modules[m.__name__ + "." + x], the real module, whenever the
 * proxy has no `x`, and a submodule link is exactly a name that has such a module. */
static int proxy_setattro(PyObject *self, PyObject *name, PyObject *value)
{
	if (phase == PHASE_USER && !python_layer_off) {
		const char *s = PyUnicode_Check(name) ? PyUnicode_AsUTF8(name) : NULL;
		PyObject *cur = NULL;
		bool sub = false;

		if (s != NULL && value != NULL) {
			cur = PyObject_GenericGetAttr(self, name);
			sub = cur != NULL && PyModule_Check(cur);
			Py_XDECREF(cur);
			PyErr_Clear();
		}
		if (s == NULL || s[0] == '_' || value == NULL || sub) {
			if (s != NULL || !PyErr_Occurred())
				PyErr_Format(sandbox_error, "cannot %s attribute %R of an imported module",
					     value ? "set" : "delete", name);
			return -1;
		}
	}
	return PyObject_GenericSetAttr(self, name, value);
}

static PyType_Slot proxy_slots[] = {
	{ Py_tp_setattro, proxy_setattro },
	{ Py_tp_doc, (void *)"An allowed module as the sandboxed code sees it." },
	{ 0, NULL },
};

static PyType_Spec proxy_spec = {
	"module", 0, 0, Py_TPFLAGS_DEFAULT, proxy_slots,
};

PyObject *pymod_init(void)
{
	PyObject *m = PyModule_Create(&moddef), *proxy;

	if (m == NULL)
		return NULL;
	proxy = PyType_FromSpecWithBases(&proxy_spec, (PyObject *)&PyModule_Type);
	if (proxy == NULL || PyModule_AddObject(m, "ProxyModule", proxy) < 0) {
		Py_XDECREF(proxy);
		Py_DECREF(m);
		return NULL;
	}
	sandbox_error = PyErr_NewExceptionWithDoc("safepy.SandboxError",
		"Raised when code does something the sandbox does not allow.", NULL, NULL);
	if (sandbox_error == NULL || PyModule_AddObjectRef(m, "SandboxError", sandbox_error) < 0) {
		Py_DECREF(m);
		return NULL;
	}
	return m;
}
