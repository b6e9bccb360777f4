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
#include "worker/pyclass.h"
#include "worker/pycaller.h"
#include "worker/pyaddr.h"
#include "worker/pydec.h"
#include "worker/pydict.h"
#include "worker/pydt.h"
#include "worker/pyexc.h"
#include "worker/pyfix.h"
#include "worker/pyfmt.h"
#include "worker/pyhold.h"
#include "worker/reserve.h"
#include <frameobject.h>
#include <structmember.h> /* PyMember_GetOne */
#include <stdbool.h>
#include <string.h>
#include "policy/policy.h"

enum phase { PHASE_SETUP, PHASE_USER };
static enum phase phase = PHASE_SETUP;
static bool python_layer_off;
PyObject *pymod_sandbox_error;     /* safepy.SandboxError */
/* Keyed by address (in_set): code objects compare by content, so a user's copy of a
 * stdlib function's source compiles to an equal code object. */
static PyObject *user_globals;      /* the user's module dict, set when user code starts */

void pymod_disable_python_layer(void) { python_layer_off = true; }
bool pymod_active(void) { return phase == PHASE_USER && !python_layer_off; }
bool pymod_setup_phase(void) { return phase == PHASE_SETUP; }

int pymod_install_methods(PyTypeObject *t, PyMethodDef *defs, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		PyObject *d = PyDescr_NewMethod(t, &defs[i]);
		if (d == NULL || PyDict_SetItemString(t->tp_dict, defs[i].ml_name, d) < 0) {
			Py_XDECREF(d);
			return -1;
		}
		Py_DECREF(d);
	}
	PyType_Modified(t);
	return 0;
}
int pymod_each_subclass(PyTypeObject *t, int (*fn)(PyTypeObject *, void *), void *ctx)
{
	PyObject *subs = PyObject_CallMethod((PyObject *)t, "__subclasses__", NULL);
	int r = 0;

	if (subs == NULL || !PyList_Check(subs)) {
		Py_XDECREF(subs);
		return -1;
	}
	for (Py_ssize_t i = 0; r == 0 && i < PyList_GET_SIZE(subs); i++) {
		PyTypeObject *s = (PyTypeObject *)PyList_GET_ITEM(subs, i);
		r = fn(s, ctx);
		if (r == 0)
			r = pymod_each_subclass(s, fn, ctx);
	}
	Py_DECREF(subs);
	return r;
}

struct slot_patch {
	size_t offset;
	pymod_slotfn orig, repl;
};

static int replace_one(PyTypeObject *t, void *ctx)
{
	struct slot_patch *sp = ctx;
	pymod_slotfn *slot = (pymod_slotfn *)((char *)t + sp->offset);

	if (*slot == sp->orig)
		*slot = sp->repl;
	return 0;
}

int pymod_replace_slot(PyTypeObject *t, size_t offset, pymod_slotfn orig, pymod_slotfn repl)
{
	struct slot_patch sp = { offset, orig, repl };

	return replace_one(t, &sp) < 0 ? -1 : pymod_each_subclass(t, replace_one, &sp);
}

const struct pymod_orig *pymod_origs_find(const struct pymod_origs *r, PyTypeObject *t)
{
	for (; t != NULL; t = t->tp_base)
		for (int i = 0; i < r->n; i++)
			if (r->e[i].type == t)
				return &r->e[i];
	return NULL;
}

int pymod_origs_patch(struct pymod_origs *r, PyTypeObject *t, size_t offset, pymod_slotfn repl,
		      PyObject *data)
{
	pymod_slotfn orig = *(pymod_slotfn *)((char *)t + offset);
	int i;

	for (i = 0; i < r->n && r->e[i].type != t; i++)
		;
	/* t copied the replacement from a base patched first: the base's entry serves it
	 * (recording the replacement as t's original would make it call itself). */
	if (orig == repl && pymod_origs_find(r, t) != NULL)
		return 0;
	if (orig == NULL || orig == repl || r->n == r->cap || i < r->n) {
		PyErr_Format(PyExc_TypeError, "cannot patch '%s' (no such slot, already patched, or full)",
			     t->tp_name);
		return -1;
	}
	r->e[r->n++] = (struct pymod_orig){ t, orig, Py_XNewRef(data) };
	return pymod_replace_slot(t, offset, orig, repl);
}

static bool outer_checks_off; /* test builds only: see pymod_test_inner_layers */
void pymod_test_inner_layers(void) { outer_checks_off = true; }
bool pymod_outer_checks(void) { return !outer_checks_off; }

PyObject *pymod_deny(const char *fmt, const char *what)
{
	PyErr_Format(pymod_sandbox_error, fmt, what);
	return NULL;
}

/* ---- audit hook ---- */

/* ---- garbage collection at safe points ---- */

/* CPython 3.11 collects inside allocations, in the middle of C code that has read a length
 * or a pointer a finalizer may change (red-team pass 71). A worker turns automatic
 * collection off; a CPU-time timer (SIGVTALRM, every 10 ms of CPU) reaches
 * gc_tick_request through CPython's signal handling -- which also runs inside C code
 * (PyErr_CheckSignals: red-team pass 73), so it only queues gc_pending, and pending calls
 * run at the interpreter's eval breaker alone: between bytecodes, where C code that calls
 * into Python must expect anything already (CPython 3.12 moved collection there).
 * Finalizers run by a collection act as user code whatever frame is on top (pass 73: a C
 * close() ran with the collecting harness frame on top and passed as trusted), and no
 * collection runs inside the trusted blocks the wrappers mark (gc_hold). */
static int gc_hold_depth;   /* > 0: inside a trusted block */
static bool gc_queued;
static PyObject *gc_step;   /* harness._gc_step: collects the generation CPython would */

static int gc_pending(void *unused)
{
	PyObject *r;

	(void)unused;
	gc_queued = false;
	if (gc_hold_depth > 0 || gc_step == NULL)
		return 0; /* the next tick asks again */
	pycaller_force_user(1);
	r = PyObject_CallNoArgs(gc_step);
	pycaller_force_user(-1);
	if (r == NULL)
		PyErr_Clear(); /* nothing of a collection reaches the code it interrupted */
	Py_XDECREF(r);
	return 0;
}

static PyObject *m_gc_tick_request(PyObject *self, PyObject *args)
{
	(void)self;
	(void)args; /* (signum, frame): neither is kept */
	if (!gc_queued && Py_AddPendingCall(gc_pending, NULL) == 0)
		gc_queued = true;
	Py_RETURN_NONE;
}

static PyObject *m_gc_hold(PyObject *self, PyObject *delta)
{
	long d = PyLong_AsLong(delta);

	(void)self;
	if (d == -1 && PyErr_Occurred())
		return NULL;
	gc_hold_depth += (int)d;
	Py_RETURN_NONE;
}

static PyObject *m_guard_finalizers(PyObject *self, PyObject *iobase)
{
	(void)self;
	if (!pymod_setup_phase())
		return pymod_deny("%s", "guard_finalizers is setup-only");
	return pycls_guard_finalizers(iobase) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyObject *m_gc_set_step(PyObject *self, PyObject *fn)
{
	(void)self;
	if (!pymod_setup_phase())
		return pymod_deny("%s", "gc_set_step is setup-only");
	Py_XSETREF(gc_step, Py_NewRef(fn));
	Py_RETURN_NONE;
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
		if (pycaller_may_exec())
			return 0;
	} else if (strcmp(event, "sys._getframe") == 0 || strcmp(event, "object.__getattr__") == 0) {
		/* Stdlib internals (typing.TypeVar, enum, namedtuple, inspect.signature used by
		 * dataclasses) read their own caller's module name or a function's defaults;
		 * they never hand the frame to user code. User code itself may not. */
		if (!pycaller_is_user())
			return 0;
	} else if (strcmp(event, "object.__setattr__") == 0) {
		/* Metadata anywhere; __defaults__ only from namedtuple's own code. A stdlib
		 * helper that sets attributes named by user data (copy's state) may not. */
		if (setattr_allowed(args) || pycaller_may_exec())
			return 0;
	}
	if ((strcmp(event, "object.__setattr__") == 0 || strcmp(event, "object.__getattr__") == 0 ||
	     strcmp(event, "object.__delattr__") == 0) && PyTuple_Check(args) && PyTuple_GET_SIZE(args) >= 2 &&
	    PyUnicode_Check(PyTuple_GET_ITEM(args, 1)))
		PyErr_Format(pymod_sandbox_error, "operation '%s' is not allowed in the sandbox (attribute '%U')",
			     event, PyTuple_GET_ITEM(args, 1));
	else
		PyErr_Format(pymod_sandbox_error, "operation '%s' is not allowed in the sandbox", event);
	return -1;
}

/* ---- what user code owns ---- */

/* A class defined by the user's code: a heap type whose own __module__ is "__main__"
 * (read from the type's dict, which no metaclass property can fake). */
PyObject *pymod_template_types;
static PyObject *template_types_keep; /* every class that existed when setup ended */

/* These sets hold addresses, never the objects as keys: a membership test on an object
 * runs its type's __hash__ and __eq__, and a user metaclass's __eq__ would be handed every
 * setup-time class whose hash it guesses (a class's hash is its address). The objects are
 * kept alive beside them, so no address is reused. */
bool pymod_in_set(PyObject *set, PyObject *o, bool on_error)
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
int pymod_set_add_addr(PyObject **set, PyObject **keep, PyObject *o)
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

bool pymod_user_type(PyTypeObject *t)
{
	PyObject *m;

	if (!(t->tp_flags & Py_TPFLAGS_HEAPTYPE) || t->tp_dict == NULL)
		return false;
	/* A stdlib class whose __module__ someone managed to rewrite is still not the user's:
	 * no class that existed before the call counts. */
	if (pymod_in_set(pymod_template_types, (PyObject *)t, true) || pycls_refused(t))
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

bool pymod_stdlib_forwarding(PyTypeObject *t)
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
			if (pymod_user_type(b) || (h == 0 && !(b->tp_flags & Py_TPFLAGS_HEAPTYPE) &&
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
bool pymod_private_ok(PyObject *obj)
{
	if (python_layer_off)
		return true;
	if (PyType_Check(obj))
		return pymod_user_type((PyTypeObject *)obj);
	if (pymod_user_type(Py_TYPE(obj)))
		return !pymod_stdlib_forwarding(Py_TYPE(obj));
	/* The user's own functions (f._cache = {}): their globals are the user's module, which
	 * nothing can change afterwards. */
	if (PyFunction_Check(obj) && user_globals != NULL && PyFunction_GET_GLOBALS(obj) == user_globals)
		return true;
	if (Py_IS_TYPE(obj, &PySuper_Type)) {
		PyObject *sc = PyObject_GetAttrString(obj, "__self_class__");
		bool ok = sc != NULL && PyType_Check(sc) && pymod_user_type((PyTypeObject *)sc);
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
			return pymod_user_type(b);
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

	if (s == NULL || !is_private(s) || (pymod_private_ok(obj) && private_name_ok(obj, name)))
		return s == NULL && PyErr_Occurred() ? -1 : 0;
	PyErr_Format(pymod_sandbox_error, "access to private attribute '%s' of a '%s' object is not allowed",
		     s, PyType_Check(obj) ? ((PyTypeObject *)obj)->tp_name : Py_TYPE(obj)->tp_name);
	return -1;
}

/* ---- checked attribute access ---- */

int pymod_check_name(PyObject *name, bool store)
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
		pymod_deny("access to attribute '%s' is not allowed", s);
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
	v = pymod_check_name(nm, false) < 0 || check_private_read(a[0], nm) < 0 ? NULL : PyObject_GetAttr(a[0], nm);
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
	if (pymod_check_name(nm, false) < 0 || check_private_read(a[0], nm) < 0) {
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
	r = pymod_check_name(nm, true) < 0 ? -1 : PyObject_SetAttr(obj, nm, value);
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

static PyObject *m_allow_default_reduce(PyObject *self, PyObject *args)
{
	return pycls_allow_default_reduce(args);
}

static PyObject *m_own_reduce_ok(PyObject *self, PyObject *obj)
{
	return PyBool_FromLong(pycls_own_reduce_ok(obj));
}

static PyObject *m_private_ok(PyObject *self, PyObject *obj)
{
	return PyBool_FromLong(pymod_private_ok(obj));
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
	ok = pymod_private_ok(a[0]) && private_name_ok(a[0], nm);
	Py_DECREF(nm);
	return PyBool_FromLong(ok);
}

static PyObject *m_forward_setattr(PyObject *self, PyObject *type)
{
	(void)self;
	return pycls_forward_setattr(type);
}

static PyObject *m_lock_types(PyObject *self, PyObject *types)
{
	return pycls_lock_types(types);
}

static PyObject *m_binding_type(PyObject *self, PyObject *t)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "binding_type is setup-only");
	if (!PyType_Check(t))
		return PyErr_Format(PyExc_TypeError, "binding_type(type)");
	pycls_binding_type((PyTypeObject *)Py_NewRef(t));
	Py_RETURN_NONE;
}

static PyObject *m_allow_reduce(PyObject *self, PyObject *args)
{
	return pycls_allow_reduce(args);
}

static PyObject *m_guard_struct_init(PyObject *self, PyObject *type)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "guard_struct_init is setup-only");
	return pyfix_struct(type);
}

/* fix_cpython(deque, a groupby, one of its groups, an OrderedDict iterator, its OrderedDict,
 * iterator types, decimal.Context, a Context): the mitigations of
 * worker/pyfix.c and worker/pyexc.c, once, at setup. */
static PyObject *m_fix_cpython(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	static bool done;

	if (!pymod_setup_phase())
		return pymod_deny("%s", "fix_cpython is setup-only");
	if (done || n != 8 || !PyType_Check(a[0]))
		return PyErr_Format(PyExc_TypeError, "fix_cpython(deque, groupby, group, odict_iter, "
				    "odict, iterator_types, Context, context), once");
	if (pyfix_bytearray() < 0 || pyfix_comparisons((PyTypeObject *)a[0]) < 0 ||
	    pyfix_groupby(a[1], a[2]) < 0 || pyfix_odict(a[3], a[4]) < 0 || pyfix_iterators(a[5]) < 0 ||
	    pyexc_fix() < 0 || pydec_traps(a[6], a[7]) < 0 || pydict_fix() < 0)
		return NULL;
	done = true;
	Py_RETURN_NONE;
}

/* hide_addresses(types whose repr prints their address): worker/pyaddr.c, at setup. */
static PyObject *m_hide_addresses(PyObject *self, PyObject *types)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "hide_addresses is setup-only");
	return pyaddr_mask_reprs(types) < 0 ? NULL : Py_NewRef(Py_None);
}

/* readonly_member(type, name), keep_decimal_contexts(decimal, manager type, manager,
 * its local context) -> setcontext: setup-only fixes of worker/pyhold.c, pyfix.c. */
static PyObject *m_readonly_member(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "readonly_member is setup-only");
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "readonly_member(type, name)");
	return pyhold_readonly_member(a[0], a[1]) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyObject *m_fix_uninitialized(PyObject *self, PyObject *signaldict_type)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "fix_uninitialized is setup-only");
	return pydec_uninitialized(signaldict_type) < 0 || pyhold_uninit_staticmethod() < 0 ||
		       pyhold_property_copiers() < 0
	       ? NULL
	       : Py_NewRef(Py_None);
}

static PyObject *m_keep_decimal_contexts(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "keep_decimal_contexts is setup-only");
	if (n != 4)
		return PyErr_Format(PyExc_TypeError, "keep_decimal_contexts(decimal, type, manager, local)");
	return pydec_contexts(a[0], a[1], a[2], a[3]);
}

static PyObject *m_fix_datetime(PyObject *self, PyObject *unused)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "fix_datetime is setup-only");
	return pydt_fix() < 0 ? NULL : Py_NewRef(Py_None);
}

static PyObject *m_keyed_id(PyObject *self, PyObject *o)
{
	return pyaddr_id(o);
}

/* hold_cpython(types whose repr must hold self, defaultdict, {type: members}, SimpleNamespace):
 * worker/pyhold.c, once. */
static PyObject *m_hold_cpython(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s", "hold_cpython is setup-only");
	if (n != 4)
		return PyErr_Format(PyExc_TypeError, "hold_cpython(types, defaultdict, init_once, SimpleNamespace)");
	return pyhold_fix(a[0], a[1], a[2], a[3]) < 0 ? NULL : Py_NewRef(Py_None);
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

static PyObject *m_patch_str_format(PyObject *self, PyObject *unused)
{
	(void)self;
	(void)unused;
	return pyfmt_patch_str() < 0 ? NULL : Py_NewRef(Py_None);
}

/* ---- phases ---- */

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
	    pymod_in_set(template_functions, f, true)) {
		PyObject *cur = value ? PyObject_GenericGetAttr(f, name) : NULL;
		bool same = cur == value;

		Py_XDECREF(cur);
		PyErr_Clear();
		if (same)
			return 0;
		PyErr_Format(pymod_sandbox_error, "cannot %s attribute %R of a function not defined by your code",
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
		return pymod_deny("%s is setup-only", what);
	Py_CLEAR(*set);
	Py_CLEAR(*keep);
	it = PyObject_GetIter(objs);
	if (it == NULL)
		return NULL;
	while ((o = PyIter_Next(it)) != NULL) {
		int r = pymod_set_add_addr(set, keep, o);
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
	return mark_set(&pymod_template_types, &template_types_keep, types, "mark_template_types");
}

static PyObject *m_exec_user(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *r;

	if (n != 2 || !PyCode_Check(a[0]) || !PyDict_Check(a[1]))
		return PyErr_Format(PyExc_TypeError, "exec_user(code, globals)");
	/* From here on the hook denies; there is no way back in this process. */
	phase = PHASE_USER;
	user_globals = a[1];
	r = PyEval_EvalCode(a[0], a[1], a[1]);
	/* Whatever user code left allocated, the answer has room of its own. */
	rsv_release_reply();
	return r;
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
	{ "own_reduce_ok", m_own_reduce_ok, METH_O, NULL },
	{ "allow_default_reduce", m_allow_default_reduce, METH_VARARGS, NULL },
	{ "private_name_ok", (PyCFunction)(void (*)(void))m_private_name_ok, METH_FASTCALL, NULL },
	{ "lock_types", m_lock_types, METH_O, NULL },
	{ "binding_type", m_binding_type, METH_O, NULL },
	{ "gc_tick_request", m_gc_tick_request, METH_VARARGS, NULL },
	{ "gc_hold", m_gc_hold, METH_O, NULL },
	{ "gc_set_step", m_gc_set_step, METH_O, NULL },
	{ "guard_finalizers", m_guard_finalizers, METH_O, NULL },
	{ "name_allowed", m_name_allowed, METH_O, NULL },
	{ "patch_str_format", m_patch_str_format, METH_NOARGS, NULL },
	{ "allow_exec_from", pycaller_allow_exec_from, METH_VARARGS, NULL },
	{ "trust_callers", pycaller_trust, METH_VARARGS, NULL },
	{ "forward_setattr", m_forward_setattr, METH_O, NULL },
	{ "mark_template_types", m_mark_template_types, METH_O, NULL },
	{ "mark_template_functions", m_mark_template_functions, METH_O, NULL },
	{ "allow_exec_internal", (PyCFunction)(void (*)(void))pycaller_allow_exec_internal, METH_FASTCALL, NULL },
	{ "allow_reduce", m_allow_reduce, METH_VARARGS, NULL },
	{ "guard_struct_init", m_guard_struct_init, METH_O, NULL },
	{ "fix_cpython", (PyCFunction)(void (*)(void))m_fix_cpython, METH_FASTCALL, NULL },
	{ "hold_cpython", (PyCFunction)(void (*)(void))m_hold_cpython, METH_FASTCALL, NULL },
	{ "json_plain", pyhold_json_plain, METH_O, NULL },
	{ "count_elements", (PyCFunction)(void (*)(void))pyhold_count_elements, METH_FASTCALL,
	  "Tally elements from the iterable." },
	{ "hide_addresses", m_hide_addresses, METH_O, NULL },
	{ "fix_datetime", m_fix_datetime, METH_NOARGS, NULL },
	{ "fix_uninitialized", m_fix_uninitialized, METH_O, NULL },
	{ "readonly_member", (PyCFunction)(void (*)(void))m_readonly_member, METH_FASTCALL, NULL },
	{ "keep_decimal_contexts", (PyCFunction)(void (*)(void))m_keep_decimal_contexts, METH_FASTCALL, NULL },
	{ "keyed_id", m_keyed_id, METH_O, "id(object): a keyed value, not the address" },
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
static int proxy_setattro_plain(PyObject *self, PyObject *name, PyObject *value)
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
				PyErr_Format(pymod_sandbox_error, "cannot %s attribute %R of an imported module",
					     value ? "set" : "delete", name);
			return -1;
		}
	}
	return PyObject_GenericSetAttr(self, name, value);
}

static int proxy_setattro(PyObject *self, PyObject *name, PyObject *value)
{
	/* Stored under a plain str: the dict keeps the key object, and `from m import *`
	 * (no __all__) binds the proxy's keys into the user's module globals, where a str
	 * subclass's own __hash__/__eq__ would shadow a rewriter's helper (red-team pass 63). */
	PyObject *plain;
	int r;

	if (!PyUnicode_Check(name)) {
		PyErr_Format(PyExc_TypeError, "attribute name must be string, not '%.200s'", Py_TYPE(name)->tp_name);
		return -1;
	}
	if (PyUnicode_CheckExact(name))
		return proxy_setattro_plain(self, name, value);
	plain = PyUnicode_FromObject(name);
	if (plain == NULL)
		return -1;
	r = proxy_setattro_plain(self, plain, value);
	Py_DECREF(plain);
	return r;
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
	pymod_sandbox_error = PyErr_NewExceptionWithDoc("safepy.SandboxError",
		"Raised when code does something the sandbox does not allow.", NULL, NULL);
	if (pymod_sandbox_error == NULL || PyModule_AddObjectRef(m, "SandboxError", pymod_sandbox_error) < 0) {
		Py_DECREF(m);
		return NULL;
	}
	return m;
}
