/* SPDX-License-Identifier: MIT */
/* What user code may do to classes and to object's pickling helpers: type's setattr and
 * tp_new guarded (metaclass rules, namespace checks before type.__new__, refused classes
 * poisoned), object.__reduce_ex__/__reduce__ guarded, mappingproxy's `|` on copies.
 *
 * Trust: the same as worker/pymod.c (it shares its phase flag and sets): everything runs
 * in the confined worker; these guards decide what user code may change or read. */
#define PY_SSIZE_T_CLEAN
#include "worker/pyclass.h"
#include <structmember.h> /* PyMember_GetOne */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "policy/policy.h"
#include "worker/pycaller.h"
#include "worker/pymod.h"

/* Classes type.__new__ made but the guard then refused: __init_subclass__ and __set_name__
 * run inside type.__new__, so user code may hold one. Never the user's, never a base. */
static PyObject *refused_types, *refused_types_keep;

bool pycls_refused(PyTypeObject *t)
{
	return pymod_in_set(refused_types, (PyObject *)t, true);
}

/* enum compares what a class answers for these names with object's methods (`found in
 * (data_type_method, object_method)`): an object with its own __eq__ there receives
 * object.__reduce_ex__. On any class, in its namespace or set later by anyone, and on
 * metaclasses, they must be plain callables (a staticmethod or classmethod only of a
 * function: both unwrap to what they hold). */
static bool enum_compared(const char *s)
{
	return strcmp(s, "__repr__") == 0 || strcmp(s, "__str__") == 0 ||
	       strcmp(s, "__format__") == 0 || strcmp(s, "__reduce_ex__") == 0;
}

static bool plain_callable(PyObject *v)
{
	if (v == Py_None || PyFunction_Check(v) || PyCFunction_Check(v) ||
	    Py_IS_TYPE(v, &PyMethodDescr_Type) || Py_IS_TYPE(v, &PyWrapperDescr_Type) ||
	    Py_IS_TYPE(v, &_PyMethodWrapper_Type))
		return true;
	if (Py_IS_TYPE(v, &PyStaticMethod_Type) || Py_IS_TYPE(v, &PyClassMethod_Type)) {
		PyObject *f = PyObject_GetAttrString(v, "__func__");
		bool ok = f != NULL && PyFunction_Check(f);
		Py_XDECREF(f);
		PyErr_Clear();
		return ok;
	}
	return false;
}

/* CPython calls a special method through the type's slot on an object it often holds
 * borrowed (a dict value being added to, a list item being compared). A function (or a
 * C method descriptor) receives the object, and its frame holds it; anything else -- a
 * staticmethod or classmethod, a builtin, a callable instance, a property -- is called
 * without it, and can drop the last reference to an object the C code goes on using
 * (red-team pass 64: Counter.update, and the list and deque fixes before it). So a
 * special method CPython calls on an instance must be one that takes it. (__new__,
 * __init_subclass__, __class_getitem__: static or class methods by design, never given
 * an instance.) */
/* The special methods CPython calls through a type slot or a special-method lookup
 * (typeobject.c's slotdefs, _PyObject_LookupSpecial), sorted for bsearch. */
static const char *const called_special[] = {
	"__abs__", "__add__", "__aenter__", "__aexit__", "__aiter__", "__and__", "__anext__",
	"__await__", "__bool__", "__bytes__", "__call__", "__ceil__", "__complex__",
	"__contains__", "__del__", "__delattr__", "__delete__", "__delitem__", "__dir__",
	"__divmod__", "__enter__", "__eq__", "__exit__", "__float__", "__floor__",
	"__floordiv__", "__format__", "__fspath__", "__ge__", "__get__", "__getattr__",
	"__getattribute__", "__getitem__", "__getnewargs__", "__getnewargs_ex__", "__gt__",
	"__hash__", "__iadd__", "__iand__", "__ifloordiv__", "__ilshift__", "__imatmul__",
	"__imod__", "__imul__", "__index__", "__init__", "__instancecheck__", "__int__",
	"__invert__", "__ior__", "__ipow__", "__irshift__", "__isub__", "__iter__",
	"__itruediv__", "__ixor__", "__le__", "__len__", "__length_hint__", "__lshift__",
	"__lt__", "__matmul__", "__missing__", "__mod__", "__mul__", "__ne__", "__neg__",
	"__next__", "__or__", "__pos__", "__pow__", "__radd__", "__rand__", "__rdivmod__",
	"__repr__", "__reversed__", "__rfloordiv__", "__rlshift__", "__rmatmul__", "__rmod__",
	"__rmul__", "__ror__", "__round__", "__rpow__", "__rrshift__", "__rshift__",
	"__rsub__", "__rtruediv__", "__rxor__", "__set__", "__setattr__", "__setitem__",
	"__sizeof__", "__str__", "__sub__", "__subclasscheck__", "__truediv__", "__trunc__",
	"__xor__"
};

static int cmp_name(const void *k, const void *e)
{
	return strcmp(k, *(const char *const *)e);
}

/* functools.singledispatchmethod: its __get__ returns a closure over the instance (held
 * for the call whatever it dispatches to). Set at setup. */
static PyTypeObject *binding_types[2];

void pycls_binding_type(PyTypeObject *t)
{
	for (size_t i = 0; i < sizeof(binding_types) / sizeof(binding_types[0]); i++)
		if (binding_types[i] == NULL) {
			binding_types[i] = t;
			return;
		}
}

static bool special_unbound(const char *s, PyObject *v)
{
	if (v == Py_None || PyFunction_Check(v) || PyType_HasFeature(Py_TYPE(v), Py_TPFLAGS_METHOD_DESCRIPTOR))
		return false;
	for (size_t i = 0; i < sizeof(binding_types) / sizeof(binding_types[0]); i++)
		if (binding_types[i] != NULL && Py_IS_TYPE(v, binding_types[i]))
			return false;
	if (bsearch(s, called_special, sizeof(called_special) / sizeof(called_special[0]),
		    sizeof(called_special[0]), cmp_name) == NULL)
		return false;
	/* Plain data (__hash__ = None aside, a constant) is not called. */
	return PyCallable_Check(v) || Py_TYPE(v)->tp_descr_get != NULL;
}

/* ---- classes user code may not modify ---- */

static setattrofunc orig_type_setattro;

/* Setting or deleting attributes of a class not defined by the user's code (a stdlib
 * class, a metaclass) would change what every later stdlib call does: refused during user
 * code, except from the stdlib callers that build classes (namedtuple, NamedTuple). */
static bool meta_key_refused(PyObject *key, PyObject *value);

static int guard_setattr(PyObject *type, PyObject *name, PyObject *value, bool explicit_call)
{
	const char *s;

	/* On the user's own classes too, user code (type.__setattr__, type.__delattr__) may
	 * set or delete only the dunders it may assign in source: adding or removing
	 * __getattr__ later would undo what was checked when the class was made. */
	if (pymod_active() && PyUnicode_Check(name)) {
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
		    (enum_compared(s) && pymod_outer_checks() && (value == NULL || !plain_callable(value))) ||
		    (value != NULL && pymod_outer_checks() && special_unbound(s, value)) ||
		    ((strcmp(s, "__bases__") == 0 || strcmp(s, "__class__") == 0) && !pycaller_may_exec()) ||
		    /* What a metaclass may not define at creation, it may not gain later. */
		    (PyType_Check(type) && PyType_IsSubtype((PyTypeObject *)type, &PyType_Type) &&
		     (meta_key_refused(name, value) || strcmp(s, "mro") == 0)) ||
		    (!pol_attr_allowed(s, true) &&
		     (explicit_call ? pycaller_explicit_is_user(type, name) : pycaller_is_user()))) {
			PyErr_Format(pymod_sandbox_error, "cannot %s attribute '%s' of a class",
				     value ? "set" : "delete", s);
			return -1;
		}
	}
	if (pymod_active() && PyType_Check(type) &&
	    !pymod_user_type((PyTypeObject *)type) && !pycaller_may_exec()) {
		PyErr_Format(pymod_sandbox_error, "cannot %s attribute %R of class '%s': it is not defined by your code",
			     value ? "set" : "delete", name, ((PyTypeObject *)type)->tp_name);
		return -1;
	}
	return orig_type_setattro(type, name, value);
}

static int guard_type_setattro(PyObject *type, PyObject *name, PyObject *value)
{
	return guard_setattr(type, name, value, false);
}

static PyObject *type_setattr_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "expected 2 arguments, got %zd", n);
	/* type.__setattr__ by name: the method object a functools.partial of the user's can
	 * hold, which any stdlib function may then call (red-team pass 78). */
	if (guard_setattr(self, a[0], a[1], true) < 0)
		return NULL;
	Py_RETURN_NONE;
}

static PyObject *type_delattr_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (n != 1)
		return PyErr_Format(PyExc_TypeError, "expected 1 argument, got %zd", n);
	if (guard_setattr(self, a[0], NULL, true) < 0)
		return NULL;
	Py_RETURN_NONE;
}

/* Classes created during user code may not inherit a stdlib attribute forwarder
 * (typing._GenericAlias.__getattr__, types.GenericAlias): stdlib code reading a data-named
 * attribute off such an object (dataclasses.replace, pprint, copy) would read it from an
 * object of the user's choice, past every check. */
static newfunc orig_type_new;
static void fix_meta_slot(PyTypeObject *t);

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
	 * metaclass attribute would answer instead of the class's own dict. (Not
	 * __dataclass_transform__: typing.dataclass_transform marks metaclasses with it, PEP
	 * 681, and only static type checkers read it.) */
	if (PyUnicode_Check(key) && PyUnicode_GET_LENGTH(key) > 12 &&
	    PyUnicode_Tailmatch(key, dc_prefix, 0, 12, -1) == 1 &&
	    PyUnicode_CompareWithASCIIString(key, "__dataclass_transform__") != 0)
		return true;
	if (PyUnicode_CompareWithASCIIString(key, "__getattribute__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__getattr__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__eq__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__ne__") == 0 ||
	    PyUnicode_CompareWithASCIIString(key, "__hash__") == 0)
		return true;
	d = PyDict_GetItemWithError(PyType_Type.tp_dict, key);
	PyErr_Clear();
	if (d == NULL || !(Py_IS_TYPE(d, &PyGetSetDescr_Type) || Py_IS_TYPE(d, &PyMemberDescr_Type)))
		return false;
	/* A descriptor, or any value for a name a class's own dict does not hold: a plain class
	 * attribute of a metaclass named __mro__ or __bases__ is what its classes answer. (Every
	 * class body binds __module__, __qualname__ and __doc__ itself, which come first, and
	 * a metaclass's own annotations are read by nothing trusted but through type.) */
	if (value != NULL && Py_TYPE(value)->tp_descr_get != NULL)
		return true;
	return PyUnicode_CompareWithASCIIString(key, "__module__") != 0 &&
	       PyUnicode_CompareWithASCIIString(key, "__qualname__") != 0 &&
	       PyUnicode_CompareWithASCIIString(key, "__doc__") != 0 &&
	       PyUnicode_CompareWithASCIIString(key, "__annotations__") != 0;
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
		    pymod_in_set(pymod_template_types, (PyObject *)b, false))
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
		if (enum_compared(*name) && pymod_outer_checks() && !plain_callable(value))
			return "must give a plain function, not another callable, for";
		if (pymod_outer_checks() && special_unbound(*name, value))
			return "must give a function that takes the instance (not a staticmethod, classmethod or other callable) for";
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
		if (over != NULL || pymod_in_set(refused_types, (PyObject *)b, true)) {
			PyErr_Format(pymod_sandbox_error, "metaclass '%s' may not %s '%s'", b->tp_name,
				     over ? "redefine" : "be used: it was refused; name", over ? over : b->tp_name);
			return -1;
		}
	}
	if (custom_mro(meta)) {
		PyErr_Format(pymod_sandbox_error, "metaclass '%s' may not define mro()", meta->tp_name);
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
			if (pymod_in_set(refused_types, PyTuple_GET_ITEM(bmro, j), true)) {
				PyErr_Format(pymod_sandbox_error, "class '%s' was refused and may not be a base",
					     ((PyTypeObject *)PyTuple_GET_ITEM(bmro, j))->tp_name);
				return -1;
			}
	}
	why = bad_namespace(ns, is_meta, &name);
	if (why != NULL) {
		PyErr_Format(pymod_sandbox_error, "class %R %s '%s'", PyTuple_GET_ITEM(args, 0), why,
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
	if (pymod_set_add_addr(&refused_types, &refused_types_keep, (PyObject *)t) < 0)
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
	bool active = pymod_active();

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
		PyErr_Format(pymod_sandbox_error, "class '%s' %s '%s'", tt->tp_name, why, name ? name : "?");
	else if (over != NULL)
		PyErr_Format(pymod_sandbox_error, "metaclass '%s' may not redefine '%s'", tt->tp_name, over);
	else if (pymod_stdlib_forwarding(tt))
		PyErr_Format(pymod_sandbox_error, "class '%s' may not inherit the attribute forwarding of a "
			     "stdlib class", tt->tp_name);
	else {
		fix_meta_slot(tt);
		return t;
	}
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
		if (pymod_user_type(b))
			return true;
		if (!(b->tp_flags & Py_TPFLAGS_HEAPTYPE) && !PyFunction_Check(own))
			return true;
		return pymod_in_set(reduce_allowed, own, false);
	}
	PyErr_Clear();
	return false;
}

/* Whether self's type has a __reduce__ of its own (not object's) that may run for user
 * code: then __reduce_ex__ calls just that (below). object.__reduce__ itself (which 1)
 * is the default reduction: never for an object not the user's. */
static PyObject *default_reduce_types, *default_reduce_types_keep;

static bool own_reduce_ok(PyObject *self, int which)
{
	PyObject *own;

	if (which != 0)
		return false;
	/* Registered stdlib classes whose whole state is public (UserDict's data, ChainMap's
	 * maps, Template's template): the default reduction, for exactly those classes. */
	if (pymod_in_set(default_reduce_types, (PyObject *)Py_TYPE(self), false))
		return true;
	own = _PyType_Lookup(Py_TYPE(self), reduce_name);
	if (own == NULL || own == PyDict_GetItemWithError(PyBaseObject_Type.tp_dict, reduce_name)) {
		PyErr_Clear();
		return false;
	}
	/* C reductions (partial, exceptions, sets, deques) return the instance __dict__ too,
	 * where stdlib code keeps what it attached (partialmethod's partials hold the real
	 * builtins: case 382): only while it is empty. The registered Python ones build from
	 * public state (Random.getstate()). */
	if (!PyFunction_Check(own)) {
		PyObject **d = _PyObject_GetDictPtr(self);
		if (d != NULL && *d != NULL && (!PyDict_Check(*d) || PyDict_GET_SIZE(*d) > 0))
			return false;
	}
	return reduce_provider_ok(Py_TYPE(self), own);
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
	if (pymod_active() && (PyType_Check(self) || PyObject_TypeCheck(self, &PySuper_Type)))
		return PyErr_Format(pymod_sandbox_error, "the pickled state of a '%s' object is not available "
				    "in the sandbox", Py_TYPE(self)->tp_name);
	/* Not the user's own object: only a reduction that its type's own __reduce__ computes
	 * (a C type's, from the object's C state: set, deque, partial, datetime, exceptions;
	 * or one of the registered stdlib Python ones), never the default one, which reads
	 * the object's real __dict__ and slots (a stdlib object's private state). */
	if (pymod_active() && !pymod_private_ok(self) && !own_reduce_ok(self, which))
		return PyErr_Format(pymod_sandbox_error, "the pickled state of a '%s' object is not available "
				    "in the sandbox", Py_TYPE(self)->tp_name);
	/* A class with its own __reduce__: object.__reduce_ex__ would only call it and return
	 * what it returns (the user's data, not checked below). Called here, so the default
	 * path, whose reads are checked below, is never taken for such a class. */
	if (which == 0 && pymod_active()) {
		PyObject *own = _PyType_Lookup(Py_TYPE(self), reduce_name);
		if (own != NULL && own != PyDict_GetItemWithError(PyBaseObject_Type.tp_dict, reduce_name)) {
			descrgetfunc get;
			PyObject *bound;

			if (!reduce_provider_ok(Py_TYPE(self), own))
				return PyErr_Format(pymod_sandbox_error, "the pickled state of a '%s' object is not "
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
	if (r != NULL && pymod_active() && slot_state_forged(self, r)) {
		Py_DECREF(r);
		return PyErr_Format(pymod_sandbox_error, "the pickled state of a '%s' object is not available "
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
		if (reduce_name == NULL && (reduce_name = PyUnicode_InternFromString("__reduce__")) == NULL)
			return -1;
		orig_reduce[i] = PyDict_GetItemString(PyBaseObject_Type.tp_dict, object_defs[i].ml_name);
		if (orig_reduce[i] == NULL)
			return -1;
		Py_INCREF(orig_reduce[i]);
	}
	return pymod_install_methods(&PyBaseObject_Type, object_defs, 2);
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

/* Comparisons too: CPython compares the guarded mapping itself with the other operand,
 * whose reflected __eq__ (dict's gives NotImplemented for a foreign type) received it. */
static PyObject *mappingproxy_richcompare(PyObject *v, PyObject *w, int op)
{
	PyObject *cv = plain_mapping(v), *r = NULL;

	if (cv != NULL)
		r = PyObject_RichCompare(cv, w, op);
	Py_XDECREF(cv);
	return r;
}

#define MP_CMP(fn, op) \
	static PyObject *fn(PyObject *self, PyObject *other) { return mappingproxy_richcompare(self, other, op); }
MP_CMP(mp_eq, Py_EQ)
MP_CMP(mp_ne, Py_NE)
MP_CMP(mp_lt, Py_LT)
MP_CMP(mp_le, Py_LE)
MP_CMP(mp_gt, Py_GT)
MP_CMP(mp_ge, Py_GE)
#undef MP_CMP

static PyMethodDef mappingproxy_defs[] = {
	{ "__or__", mappingproxy_or_meth, METH_O, "Return self|value (a plain dict)." },
	{ "__ror__", mappingproxy_ror_meth, METH_O, "Return value|self (a plain dict)." },
	{ "__eq__", mp_eq, METH_O, "Return self==value (compared as a plain dict)." },
	{ "__ne__", mp_ne, METH_O, "Return self!=value (compared as a plain dict)." },
	{ "__lt__", mp_lt, METH_O, "Return self<value (compared as a plain dict)." },
	{ "__le__", mp_le, METH_O, "Return self<=value (compared as a plain dict)." },
	{ "__gt__", mp_gt, METH_O, "Return self>value (compared as a plain dict)." },
	{ "__ge__", mp_ge, METH_O, "Return self>=value (compared as a plain dict)." },
};

static int guard_mappingproxy_or(void)
{
	PyDictProxy_Type.tp_as_number->nb_or = mappingproxy_or;
	PyDictProxy_Type.tp_richcompare = mappingproxy_richcompare;
	return pymod_install_methods(&PyDictProxy_Type, mappingproxy_defs,
			       sizeof(mappingproxy_defs) / sizeof(mappingproxy_defs[0]));
}

/* Metaclasses made after type's __setattr__/__delattr__ became the methods above resolve
 * those names to the methods, not to a slot wrapper, so CPython gives them the generic
 * slot, which calls the method: every store on their classes would arrive as an explicit
 * call (refused to the stdlib code that builds classes: red-team pass 79). Those that do
 * not define their own get the guard slot itself, as the metaclasses made before did;
 * those whose pair is a registered forwarder's (EnumType's) get fwd_setattro. */
static PyObject *type_setattr_descr, *type_delattr_descr; /* type's, as installed */
static PyObject *fwd_set, *fwd_del;                        /* EnumType's functions */
static setattrofunc generic_setattro;                      /* CPython's slot_tp_setattro */

/* A store through a forwarding metaclass: its __setattr__ will call type.__setattr__
 * explicitly with this type and name; who made the store decides (pycaller.c). */
static int fwd_setattro(PyObject *type, PyObject *name, PyObject *value)
{
	bool recorded = pycaller_store_begin(type, name);
	int r = generic_setattro(type, name, value);

	pycaller_store_end(recorded);
	return r;
}

static void fix_meta_slot(PyTypeObject *t)
{
	static PyObject *set_name, *del_name;
	PyObject *s, *d;

	if (!PyType_IsSubtype(t, &PyType_Type) || type_setattr_descr == NULL)
		return;
	if (set_name == NULL && (set_name = PyUnicode_InternFromString("__setattr__")) == NULL)
		Py_FatalError("safepy: no memory for the metaclass guard"); /* fail closed */
	if (del_name == NULL && (del_name = PyUnicode_InternFromString("__delattr__")) == NULL)
		Py_FatalError("safepy: no memory for the metaclass guard");
	s = _PyType_Lookup(t, set_name); /* borrowed, no exception */
	d = _PyType_Lookup(t, del_name);
	if (s == type_setattr_descr && d == type_delattr_descr)
		t->tp_setattro = guard_type_setattro;
	else if (fwd_set != NULL && s == fwd_set && d == fwd_del && generic_setattro != NULL)
		t->tp_setattro = fwd_setattro;
}

/* forward_setattr(EnumType): setup-only; see fix_meta_slot. */
PyObject *pycls_forward_setattr(PyObject *type)
{
	PyTypeObject *t = (PyTypeObject *)type;

	if (!pymod_setup_phase())
		return pymod_deny("%s is setup-only", "forward_setattr");
	if (!PyType_Check(type) || !PyType_IsSubtype(t, &PyType_Type) || fwd_set != NULL ||
	    (fwd_set = PyDict_GetItemString(t->tp_dict, "__setattr__")) == NULL ||
	    (fwd_del = PyDict_GetItemString(t->tp_dict, "__delattr__")) == NULL)
		return PyErr_Format(PyExc_TypeError, "forward_setattr: one metaclass defining both, once");
	Py_INCREF(fwd_set);
	Py_INCREF(fwd_del);
	generic_setattro = t->tp_setattro;
	/* (Its subclasses that exist now keep the generic slot: their stores find no record
	 * and are refused; the stdlib defines none.) Later ones: guard_type_new. */
	fix_meta_slot(t);
	Py_RETURN_NONE;
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
PyObject *pycls_lock_types(PyObject *types)
{
	PyObject *it, *t;

	if (!pymod_setup_phase())
		return pymod_deny("%s", "lock_types is setup-only");
	if (orig_type_setattro == NULL) {
		orig_type_setattro = PyType_Type.tp_setattro;
		PyType_Type.tp_setattro = guard_type_setattro;
		orig_type_new = PyType_Type.tp_new;
		PyType_Type.tp_new = guard_type_new;
		if (pymod_install_methods(&PyType_Type, type_defs, sizeof(type_defs) / sizeof(type_defs[0])) < 0 ||
		    guard_object_reduce() < 0 || guard_mappingproxy_or() < 0)
			return NULL;
		type_setattr_descr = PyDict_GetItemString(PyType_Type.tp_dict, "__setattr__");
		type_delattr_descr = PyDict_GetItemString(PyType_Type.tp_dict, "__delattr__");
		if (type_setattr_descr == NULL || type_delattr_descr == NULL)
			return PyErr_Format(PyExc_RuntimeError, "type's guarded methods are missing");
		Py_INCREF(type_setattr_descr);
		Py_INCREF(type_delattr_descr);
	}
	it = PyObject_GetIter(types);
	if (it == NULL)
		return NULL;
	while ((t = PyIter_Next(it)) != NULL) {
		if (PyType_Check(t) && ((PyTypeObject *)t)->tp_setattro == orig_type_setattro)
			((PyTypeObject *)t)->tp_setattro = guard_type_setattro;
		if (PyType_Check(t) && ((PyTypeObject *)t)->tp_new == orig_type_new)
			((PyTypeObject *)t)->tp_new = guard_type_new;
		if (PyType_Check(t))
			fix_meta_slot((PyTypeObject *)t);
		Py_DECREF(t);
	}
	Py_DECREF(it);
	if (PyErr_Occurred())
		return NULL;
	Py_RETURN_NONE;
}


/* allow_default_reduce(cls, ...): see own_reduce_ok. */
PyObject *pycls_allow_default_reduce(PyObject *args)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s is setup-only", "allow_default_reduce");
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++)
		if (!PyType_Check(PyTuple_GET_ITEM(args, i)) ||
		    pymod_set_add_addr(&default_reduce_types, &default_reduce_types_keep, PyTuple_GET_ITEM(args, i)) < 0)
			return PyErr_Occurred() ? NULL : PyErr_Format(PyExc_TypeError, "classes only");
	Py_RETURN_NONE;
}

bool pycls_own_reduce_ok(PyObject *obj)
{
	return !PyType_Check(obj) && !PyObject_TypeCheck(obj, &PySuper_Type) && own_reduce_ok(obj, 0);
}

/* allow_reduce(f, ...): stdlib __reduce__ functions of heap types safe to run for the
 * user (Python functions, or a C type's method descriptor). */
PyObject *pycls_allow_reduce(PyObject *args)
{
	if (!pymod_setup_phase())
		return pymod_deny("%s is setup-only", "allow_reduce");
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++)
		if (!(PyFunction_Check(PyTuple_GET_ITEM(args, i)) ||
		      Py_IS_TYPE(PyTuple_GET_ITEM(args, i), &PyMethodDescr_Type)) ||
		    pymod_set_add_addr(&reduce_allowed, &reduce_allowed_keep, PyTuple_GET_ITEM(args, i)) < 0)
			return PyErr_Occurred() ? NULL : PyErr_Format(PyExc_TypeError, "functions or methods only");
	Py_RETURN_NONE;
}

/* ---- io finalizers act as user code ---- */

/* An io object's finalizer calls its close() (and close() its flush()), which a user
 * subclass may make a C callable (a functools.partial): that callable then runs with
 * whatever frame dropped the object's last reference on top -- a trusted stdlib frame
 * (red-team pass 75: NamedTupleMeta's, heapq's) -- and passed the caller checks as it.
 * Finalizing an io object counts as user code. */
PYMOD_ORIGS(io_finalizers, 16);

static void guarded_finalize(PyObject *self)
{
	const struct pymod_orig *o = pymod_origs_find(&io_finalizers, Py_TYPE(self));

	if (o == NULL)
		return;
	pycaller_force_user(1);
	((destructor)o->orig)(self);
	pycaller_force_user(-1);
}

static int guard_one_finalizer(PyTypeObject *t, void *unused)
{
	(void)unused;
	if (t->tp_finalize == NULL || t->tp_finalize == guarded_finalize)
		return 0;
	return pymod_origs_patch(&io_finalizers, t, offsetof(PyTypeObject, tp_finalize), PYMOD_SLOT(guarded_finalize),
				 NULL);
}

/* The base's __del__ in its dict is a slot wrapper of the original: a class made later
 * would take that original as its finalizer. A method of ours instead. */
static PyObject *io_del_meth(PyObject *self, PyObject *unused)
{
	(void)unused;
	if (pymod_origs_find(&io_finalizers, Py_TYPE(self)) == NULL)
		return PyErr_Format(PyExc_TypeError, "descriptor '__del__' requires an io object");
	guarded_finalize(self);
	return PyErr_Occurred() ? NULL : Py_NewRef(Py_None);
}

static PyMethodDef io_del_def[] = { { "__del__", io_del_meth, METH_NOARGS, "Called when the instance is about to be destroyed." } };

int pycls_guard_finalizers(PyObject *iobase)
{
	if (!PyType_Check(iobase) || ((PyTypeObject *)iobase)->tp_finalize == NULL) {
		PyErr_SetString(PyExc_TypeError, "guard_finalizers(the io C base type)");
		return -1;
	}
	if (guard_one_finalizer((PyTypeObject *)iobase, NULL) < 0 ||
	    pymod_install_methods((PyTypeObject *)iobase, io_del_def, 1) < 0)
		return -1;
	/* Subclasses with a finalizer of their own (the rest copied the base's, now guarded). */
	return pymod_each_subclass((PyTypeObject *)iobase, guard_one_finalizer, NULL) < 0 ? -1 : 0;
}
