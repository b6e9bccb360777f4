/* SPDX-License-Identifier: MIT */
/* CPython 3.11 C code that uses objects it holds no reference to while it calls back
 * into Python (red-team pass 51; each a use-after-free that a fake object in the freed
 * block turns into memory access). The fix is the same each time: hold, or run the
 * callback first.
 *
 * - list's repr passes each item to repr() borrowed from the list, which the item's repr
 *   may clear: each item is held for its repr.
 * - slice, itertools.count, time.struct_time and defaultdict format their own fields
 *   across a repr of one of them without holding themselves: their reprs hold self.
 * - lst[::k] = it measures the slice, then iterates `it`, which may shrink the list:
 *   bounds and items are taken first (gh-120384).
 * - defaultdict's __missing__ calls its factory borrowed from the default_factory
 *   member, which the factory's own callbacks may rebind: held for the call.
 * - bound methods' repr reads im_self across a lookup of __qualname__ (pass 53): it holds
 *   self (it is among the self-holding reprs); SimpleNamespace's repr holds each value.
 * - staticmethod, classmethod and property: __init__ once (see guarded_init).
 * - Counter.update's helper (_collections._count_elements) adds 1 to a count it holds
 *   borrowed from the dict, whose __add__ may drop the dict's reference (a staticmethod
 *   __add__ is called without self; red-team pass 64): replaced by one that holds it.
 * - (the generic setattr and the specializer's dict lookup: worker/pywrap.c)
 *
 * Trust: patched once at setup, in the template, before any user code. */
#define PY_SSIZE_T_CLEAN
#include "worker/pyhold.h"
#include "worker/pymod.h"
#include <structmember.h>
#include <stdbool.h>

#define FASTCALL(f) ((PyCFunction)(void (*)(void))(f))

/* ---- list repr: each item held ---- */

static PyObject *list_repr(PyObject *self)
{
	PyListObject *v = (PyListObject *)self;
	_PyUnicodeWriter w;
	Py_ssize_t i;

	if (Py_SIZE(v) == 0)
		return PyUnicode_FromString("[]");
	i = Py_ReprEnter(self);
	if (i != 0)
		return i > 0 ? PyUnicode_FromString("[...]") : NULL;
	_PyUnicodeWriter_Init(&w);
	w.overallocate = 1;
	if (_PyUnicodeWriter_WriteChar(&w, '[') < 0)
		goto error;
	/* The list may change under each repr: its size is read again every time. */
	for (i = 0; i < Py_SIZE(v); i++) {
		PyObject *item = Py_NewRef(v->ob_item[i]), *s;
		int r;

		if (i > 0 && _PyUnicodeWriter_WriteASCIIString(&w, ", ", 2) < 0) {
			Py_DECREF(item);
			goto error;
		}
		s = PyObject_Repr(item);
		Py_DECREF(item);
		if (s == NULL)
			goto error;
		r = _PyUnicodeWriter_WriteStr(&w, s);
		Py_DECREF(s);
		if (r < 0)
			goto error;
	}
	w.overallocate = 0;
	if (_PyUnicodeWriter_WriteChar(&w, ']') < 0)
		goto error;
	Py_ReprLeave(self);
	return _PyUnicodeWriter_Finish(&w);
error:
	_PyUnicodeWriter_Dealloc(&w);
	Py_ReprLeave(self);
	return NULL;
}

static PyObject *list_repr_meth(PyObject *self, PyObject *unused)
{
	(void)unused;
	if (!PyList_Check(self))
		return PyErr_Format(PyExc_TypeError, "descriptor '__repr__' requires a 'list' object");
	return list_repr(self);
}

/* ---- reprs that hold self ---- */

PYMOD_ORIGS(self_held, 8);

static PyObject *self_held_repr(PyObject *self)
{
	const struct pymod_orig *o = pymod_origs_find(&self_held, Py_TYPE(self));
	PyObject *r;

	if (o == NULL)
		return PyErr_Format(PyExc_SystemError, "no repr for '%s'", Py_TYPE(self)->tp_name);
	Py_INCREF(self);
	r = ((reprfunc)o->orig)(self);
	Py_DECREF(self);
	return r;
}

static PyObject *self_held_repr_meth(PyObject *self, PyObject *unused)
{
	(void)unused;
	if (pymod_origs_find(&self_held, Py_TYPE(self)) == NULL)
		return PyErr_Format(PyExc_TypeError, "descriptor '__repr__' does not apply to a '%s' object",
				    Py_TYPE(self)->tp_name);
	return self_held_repr(self);
}

static PyMethodDef self_held_defs[] = { { "__repr__", self_held_repr_meth, METH_NOARGS,
					  "Return repr(self)." } };

/* ---- lst[::k] = iterable ---- */

static objobjargproc orig_list_ass_subscript;

/* An exact int (or None), its __index__ run now, with CPython's message for a bound that
 * has none. New reference. */
static PyObject *plain_bound(PyObject *o)
{
	if (o == Py_None || PyLong_CheckExact(o))
		return Py_NewRef(o);
	if (!PyIndex_Check(o)) {
		PyErr_SetString(PyExc_TypeError, "slice indices must be integers or None or have an __index__ method");
		return NULL;
	}
	return PyNumber_Index(o);
}

/* Whether a plain step (None or an exact int) is 0 or 1: those take the original's own
 * path (1: list_ass_slice measures only after it iterated; 0: refused before anything). */
static bool simple_step(PyObject *c)
{
	int overflow = 0;
	long v;

	if (c == Py_None)
		return true;
	v = PyLong_AsLongAndOverflow(c, &overflow);
	return overflow == 0 && (v == 0 || v == 1);
}

static int list_ass_subscript(PyObject *self, PyObject *key, PyObject *value)
{
	PySliceObject *sl = (PySliceObject *)key;
	PyObject *a = NULL, *b = NULL, *c, *k = NULL, *seq = NULL, *items = NULL;
	int r = -1;

	if (!PySlice_Check(key) || value == NULL)
		return orig_list_ass_subscript(self, key, value);
	/* Every call into Python first (the bounds' __index__ in CPython's order, step first;
	 * then the iterable), then the original on a plain slice and a tuple, which it takes
	 * without calling anything. */
	c = plain_bound(sl->step);
	if (c == NULL)
		return -1;
	if (simple_step(c)) {
		k = PySlice_New(sl->start, sl->stop, c);
		r = k ? orig_list_ass_subscript(self, k, value) : -1;
	} else {
		a = plain_bound(sl->start);
		b = a ? plain_bound(sl->stop) : NULL;
		k = b ? PySlice_New(a, b, c) : NULL;
		seq = k ? PySequence_Fast(value, "must assign iterable to extended slice") : NULL;
		items = seq ? PySequence_Tuple(seq) : NULL;
		if (items != NULL)
			r = orig_list_ass_subscript(self, k, items);
	}
	Py_XDECREF(a);
	Py_XDECREF(b);
	Py_DECREF(c);
	Py_XDECREF(k);
	Py_XDECREF(seq);
	Py_XDECREF(items);
	return r;
}

static PyObject *list_setitem_meth(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	if (!PyList_Check(self))
		return PyErr_Format(PyExc_TypeError, "descriptor '__setitem__' requires a 'list' object");
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "expected 2 arguments, got %zd", n);
	return list_ass_subscript(self, a[0], a[1]) < 0 ? NULL : Py_NewRef(Py_None);
}

/* list and its subclasses made before now: each copied the mapping slot it did not
 * define (in its own table: not a slot of the type object itself). */
static int patch_list_mapping(PyTypeObject *t, void *unused)
{
	(void)unused;
	if (t->tp_as_mapping != NULL && t->tp_as_mapping->mp_ass_subscript == orig_list_ass_subscript)
		t->tp_as_mapping->mp_ass_subscript = list_ass_subscript;
	return 0;
}

static PyMethodDef list_defs[] = {
	{ "__repr__", list_repr_meth, METH_NOARGS, "Return repr(self)." },
	{ "__setitem__", FASTCALL(list_setitem_meth), METH_FASTCALL, "Set self[key] to value." },
};

/* ---- defaultdict.__missing__: the factory held ---- */

static PyObject *orig_missing, *factory_member;
static PyTypeObject *defaultdict_type;

static PyObject *missing_meth(PyObject *self, PyObject *key)
{
	descrgetfunc get = Py_TYPE(factory_member)->tp_descr_get;
	PyObject *f, *r;

	if (!PyObject_TypeCheck(self, defaultdict_type))
		return PyErr_Format(PyExc_TypeError, "descriptor '__missing__' requires a "
				    "'collections.defaultdict' object");
	/* Read through the member itself (no lookup user code could answer): the original
	 * loads the same pointer, and this reference keeps it alive whatever the member is
	 * rebound to during the call. */
	f = get(factory_member, self, (PyObject *)Py_TYPE(self));
	if (f == NULL)
		return NULL;
	r = PyObject_CallFunctionObjArgs(orig_missing, self, key, NULL);
	Py_DECREF(f);
	return r;
}

static PyMethodDef missing_defs[] = { { "__missing__", missing_meth, METH_O,
					"__missing__(key) # Called by __getitem__ for missing key." } };

/* ---- SimpleNamespace repr: each value held ---- */

static PyTypeObject *namespace_type;
static PyObject *namespace_dict_member;

static PyObject *namespace_repr(PyObject *ns)
{
	const char *name = Py_IS_TYPE(ns, namespace_type) ? "namespace" : Py_TYPE(ns)->tp_name;
	PyObject *d, *keys = NULL, *pairs = NULL, *sep, *joined, *repr = NULL;
	int i = Py_ReprEnter(ns);

	if (i != 0)
		return i > 0 ? PyUnicode_FromFormat("%s(...)", name) : NULL;
	/* CPython's, but each value held while it is formatted: its repr may rebind it. */
	d = Py_TYPE(namespace_dict_member)->tp_descr_get(namespace_dict_member, ns, (PyObject *)namespace_type);
	keys = d ? PyDict_Keys(d) : NULL;
	pairs = keys ? PyList_New(0) : NULL;
	for (Py_ssize_t k = 0; pairs != NULL && k < PyList_GET_SIZE(keys); k++) {
		PyObject *key = PyList_GET_ITEM(keys, k), *value, *item;

		if (!PyUnicode_Check(key) || PyUnicode_GET_LENGTH(key) == 0)
			continue;
		value = PyDict_GetItemWithError(d, key);
		if (value == NULL) {
			if (PyErr_Occurred())
				Py_CLEAR(pairs);
			continue;
		}
		Py_INCREF(value);
		item = PyUnicode_FromFormat("%U=%R", key, value);
		Py_DECREF(value);
		if (item == NULL || PyList_Append(pairs, item) < 0)
			Py_CLEAR(pairs);
		Py_XDECREF(item);
	}
	sep = pairs ? PyUnicode_FromString(", ") : NULL;
	joined = sep ? PyUnicode_Join(sep, pairs) : NULL;
	if (joined != NULL)
		repr = PyUnicode_FromFormat("%s(%S)", name, joined);
	Py_XDECREF(sep);
	Py_XDECREF(joined);
	Py_XDECREF(pairs);
	Py_XDECREF(keys);
	Py_XDECREF(d);
	Py_ReprLeave(ns);
	return repr;
}

static PyObject *namespace_repr_meth(PyObject *self, PyObject *unused)
{
	(void)unused;
	if (!PyObject_TypeCheck(self, namespace_type))
		return PyErr_Format(PyExc_TypeError, "descriptor '__repr__' requires a 'types.SimpleNamespace' object");
	return namespace_repr(self);
}

static PyMethodDef namespace_defs[] = { { "__repr__", namespace_repr_meth, METH_NOARGS, "Return repr(self)." } };

/* ---- staticmethod, classmethod, property: initialized once ---- */

/* Their __init__ replaces the callables they hold (Py_XSETREF) while a call, a __get__ or
 * a repr may be running one of them, borrowed (red-team pass 53: the running callable
 * freed). A second __init__ is refused once any of them is set; a fresh one (or one that
 * holds nothing yet) initializes as before. */
PYMOD_ORIGS(init_once, 5); /* data: names of the members that hold what __init__ replaces */

static int guarded_init(PyObject *self, PyObject *args, PyObject *kw)
{
	const struct pymod_orig *o = pymod_origs_find(&init_once, Py_TYPE(self));

	if (o == NULL) {
		PyErr_Format(PyExc_SystemError, "no __init__ for '%s'", Py_TYPE(self)->tp_name);
		return -1;
	}
	for (Py_ssize_t f = 0; f < PyTuple_GET_SIZE(o->data); f++) {
		/* Read through the C type's own member (no lookup user code could answer). */
		PyObject *m = PyDict_GetItemWithError(o->type->tp_dict, PyTuple_GET_ITEM(o->data, f));
		PyObject *v = m && Py_TYPE(m)->tp_descr_get
				      ? Py_TYPE(m)->tp_descr_get(m, self, (PyObject *)o->type)
				      : NULL;
		int set = v != NULL && v != Py_None;

		Py_XDECREF(v);
		if (v == NULL) {
			if (!PyErr_Occurred())
				PyErr_SetString(PyExc_SystemError, "init-once: no member");
			return -1;
		}
		if (set) {
			PyErr_Format(PyExc_RuntimeError, "%s is already initialized", o->type->tp_name);
			return -1;
		}
	}
	return ((initproc)o->orig)(self, args, kw);
}

static PyObject *guarded_init_meth(PyObject *self, PyObject *args, PyObject *kw)
{
	if (pymod_origs_find(&init_once, Py_TYPE(self)) == NULL)
		return PyErr_Format(PyExc_TypeError, "descriptor '__init__' does not apply to a '%s' object",
				    Py_TYPE(self)->tp_name);
	return guarded_init(self, args, kw) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyMethodDef init_defs[] = { { "__init__", (PyCFunction)(void (*)(void))guarded_init_meth,
				     METH_VARARGS | METH_KEYWORDS, "Initialize self." } };

/* init_once_types: {type: (member names)}. */
static int guard_inits(PyObject *init_once_types)
{
	PyObject *t, *fields;
	Py_ssize_t pos = 0;

	if (!PyDict_Check(init_once_types) || PyDict_GET_SIZE(init_once_types) > init_once.cap) {
		PyErr_SetString(PyExc_TypeError, "pyhold_fix: {type: member names}");
		return -1;
	}
	while (PyDict_Next(init_once_types, &pos, &t, &fields)) {
		if (!PyType_Check(t) || !PyTuple_Check(fields)) {
			PyErr_SetString(PyExc_TypeError, "pyhold_fix: {type: member names}");
			return -1;
		}
		if (pymod_origs_patch(&init_once, (PyTypeObject *)t, offsetof(PyTypeObject, tp_init),
				      PYMOD_SLOT(guarded_init), fields) < 0 ||
		    pymod_install_methods((PyTypeObject *)t, init_defs, 1) < 0)
			return -1;
	}
	return 0;
}

int pyhold_fix(PyObject *self_repr_types, PyObject *defaultdict, PyObject *init_once_types,
	       PyObject *simple_namespace)
{
	PyTypeObject *dd = (PyTypeObject *)defaultdict;

	if (orig_list_ass_subscript != NULL || !PyTuple_Check(self_repr_types) || !PyType_Check(defaultdict) ||
	    PyTuple_GET_SIZE(self_repr_types) > self_held.cap) {
		PyErr_SetString(PyExc_TypeError, "pyhold_fix(types whose repr holds self, defaultdict), once");
		return -1;
	}
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self_repr_types); i++) {
		PyTypeObject *t = (PyTypeObject *)PyTuple_GET_ITEM(self_repr_types, i);
		if (!PyType_Check(t) || t->tp_repr == NULL) {
			PyErr_SetString(PyExc_TypeError, "pyhold_fix: a type with a repr expected");
			return -1;
		}
		/* Subclasses made before now copied the slot (types made later find the method). */
		if (pymod_origs_patch(&self_held, t, offsetof(PyTypeObject, tp_repr), PYMOD_SLOT(self_held_repr),
				      NULL) < 0 ||
		    pymod_install_methods(t, self_held_defs, 1) < 0)
			return -1;
	}
	orig_list_ass_subscript = PyList_Type.tp_as_mapping->mp_ass_subscript;
	if (pymod_replace_slot(&PyList_Type, offsetof(PyTypeObject, tp_repr), PYMOD_SLOT(PyList_Type.tp_repr),
			       PYMOD_SLOT(list_repr)) < 0 ||
	    patch_list_mapping(&PyList_Type, NULL) < 0 ||
	    pymod_each_subclass(&PyList_Type, patch_list_mapping, NULL) < 0)
		return -1;
	if (pymod_install_methods(&PyList_Type, list_defs, 2) < 0)
		return -1;
	defaultdict_type = dd;
	orig_missing = PyDict_GetItemString(dd->tp_dict, "__missing__");
	factory_member = PyDict_GetItemString(dd->tp_dict, "default_factory");
	if (orig_missing == NULL || factory_member == NULL || Py_TYPE(factory_member)->tp_descr_get == NULL) {
		PyErr_SetString(PyExc_SystemError, "defaultdict: unexpected layout");
		return -1;
	}
	Py_INCREF(orig_missing);
	Py_INCREF(factory_member);
	if (pymod_install_methods(dd, missing_defs, 1) < 0 || guard_inits(init_once_types) < 0)
		return -1;
	if (!PyType_Check(simple_namespace)) {
		PyErr_SetString(PyExc_TypeError, "pyhold_fix: SimpleNamespace expected");
		return -1;
	}
	namespace_type = (PyTypeObject *)simple_namespace;
	namespace_dict_member = PyDict_GetItemString(namespace_type->tp_dict, "__dict__");
	if (namespace_dict_member == NULL || Py_TYPE(namespace_dict_member)->tp_descr_get == NULL) {
		PyErr_SetString(PyExc_SystemError, "SimpleNamespace: unexpected layout");
		return -1;
	}
	Py_INCREF(namespace_dict_member);
	namespace_type->tp_repr = namespace_repr;
	return pymod_install_methods(namespace_type, namespace_defs, 1);
}

/* A writable object member made read-only: functools' cmp_to_key wrappers compare by
 * calling cmp(self.obj, other.obj) with both borrowed, and a rebinding of .obj from
 * inside freed the argument cmp was running on (red-team pass 54). */
int pyhold_readonly_member(PyObject *type, PyObject *name)
{
	PyTypeObject *t = (PyTypeObject *)type;
	PyObject *d = PyType_Check(type) ? PyDict_GetItemWithError(t->tp_dict, name) : NULL, *ro;
	static PyMemberDef defs[4];
	static int n_defs;
	PyMemberDef *m;

	if (d == NULL || !Py_IS_TYPE(d, &PyMemberDescr_Type) || n_defs == 4) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_TypeError, "pyhold_readonly_member(type, member name)");
		return -1;
	}
	m = &defs[n_defs++];
	*m = *((PyMemberDescrObject *)d)->d_member;
	m->flags |= READONLY;
	ro = PyDescr_NewMember(t, m);
	if (ro == NULL || PyDict_SetItem(t->tp_dict, name, ro) < 0) {
		Py_XDECREF(ro);
		return -1;
	}
	Py_DECREF(ro);
	PyType_Modified(t);
	return 0;
}

/* ---- a staticmethod made with T.__new__(T) and never initialized (pass 58) ---- */

/* A staticmethod made directly has a NULL callable that calling it passes on (a worker
 * crash; its __get__ checks, its call does not). */
static ternaryfunc orig_sm_call;

static PyObject *guarded_sm_call(PyObject *self, PyObject *args, PyObject *kw)
{
	if (*(PyObject **)((char *)self + sizeof(PyObject)) == NULL)
		return PyErr_Format(PyExc_RuntimeError, "uninitialized staticmethod object");
	return orig_sm_call(self, args, kw);
}

/* staticmethod.__call__ in the type's dict wraps the original slot: replaced too. */
static PyObject *sm_call_meth(PyObject *self, PyObject *args, PyObject *kw)
{
	if (!PyObject_TypeCheck(self, &PyStaticMethod_Type))
		return PyErr_Format(PyExc_TypeError, "descriptor '__call__' requires a 'staticmethod' object");
	return guarded_sm_call(self, args, kw);
}

static PyMethodDef sm_defs[] = { { "__call__", (PyCFunction)(void (*)(void))sm_call_meth,
				   METH_VARARGS | METH_KEYWORDS, "Call self as a function." } };

int pyhold_uninit_staticmethod(void)
{
	PyObject *probe = PyStaticMethod_New((PyObject *)&PyStaticMethod_Type);
	bool ok = probe != NULL && *(PyObject **)((char *)probe + sizeof(PyObject)) == (PyObject *)&PyStaticMethod_Type;

	/* Layout, checked: a staticmethod's callable is its first field. */
	Py_XDECREF(probe);
	if (!ok) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_SystemError, "staticmethod: unexpected layout");
		return -1;
	}
	orig_sm_call = PyStaticMethod_Type.tp_call;
	if (pymod_replace_slot(&PyStaticMethod_Type, offsetof(PyTypeObject, tp_call), PYMOD_SLOT(orig_sm_call),
			       PYMOD_SLOT(guarded_sm_call)) < 0)
		return -1;
	/* The dict's slot wrapper calls the original: a method of ours instead. */
	return pymod_install_methods(&PyStaticMethod_Type, sm_defs, 1);
}

/* ---- property.getter/setter/deleter(None) ---- */

/* CPython 3.11's property_copy drops a reference it does not own when given None: every
 * p.getter(None) costs None one reference, and ~2 million calls deallocate None (an
 * abort; red-team pass 60). None gets the reference it will lose. */
static PyObject *orig_copiers[3];

static PyObject *copier(PyObject *self, PyObject *f, int i)
{
	if (!PyObject_TypeCheck(self, &PyProperty_Type))
		return PyErr_Format(PyExc_TypeError, "descriptor requires a 'property' object");
	if (f == Py_None)
		Py_INCREF(Py_None);
	return PyObject_CallFunctionObjArgs(orig_copiers[i], self, f, NULL);
}

static PyObject *prop_getter(PyObject *self, PyObject *f) { return copier(self, f, 0); }
static PyObject *prop_setter(PyObject *self, PyObject *f) { return copier(self, f, 1); }
static PyObject *prop_deleter(PyObject *self, PyObject *f) { return copier(self, f, 2); }

static PyMethodDef copier_defs[] = {
	{ "getter", prop_getter, METH_O, "Descriptor to obtain a copy of the property with a different getter." },
	{ "setter", prop_setter, METH_O, "Descriptor to obtain a copy of the property with a different setter." },
	{ "deleter", prop_deleter, METH_O, "Descriptor to obtain a copy of the property with a different deleter." },
};

int pyhold_property_copiers(void)
{
	for (int i = 0; i < 3; i++) {
		orig_copiers[i] = PyDict_GetItemString(PyProperty_Type.tp_dict, copier_defs[i].ml_name);
		if (orig_copiers[i] == NULL || !Py_IS_TYPE(orig_copiers[i], &PyMethodDescr_Type)) {
			PyErr_SetString(PyExc_SystemError, "property: unexpected layout");
			return -1;
		}
		Py_INCREF(orig_copiers[i]);
	}
	return pymod_install_methods(&PyProperty_Type, copier_defs, 3);
}

/* ---- Counter.update's helper: the count held ---- */

/* _collections._count_elements(mapping, iterable), with the same two paths: a dict whose
 * get and __setitem__ are dict's is counted in place (a new key gets 1, an existing count
 * gets count + 1), any other mapping through get(key, 0) + 1 and item assignment. */
static PyObject *s_get, *s_setitem;

PyObject *pyhold_count_elements(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	PyObject *mapping, *it, *key = NULL, *one = NULL, *zero = NULL, *get = NULL;
	bool fast;

	(void)self;
	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "_count_elements expected 2 arguments, got %zd", n);
	mapping = a[0];
	if (s_get == NULL && ((s_get = PyUnicode_InternFromString("get")) == NULL ||
			      (s_setitem = PyUnicode_InternFromString("__setitem__")) == NULL))
		return NULL;
	it = PyObject_GetIter(a[1]);
	/* After the iterator is made, as CPython decides (its __iter__ may change the class). */
	fast = PyDict_Check(mapping) &&
	       _PyType_Lookup(Py_TYPE(mapping), s_get) == _PyType_Lookup(&PyDict_Type, s_get) &&
	       _PyType_Lookup(Py_TYPE(mapping), s_setitem) == _PyType_Lookup(&PyDict_Type, s_setitem);
	one = it ? PyLong_FromLong(1) : NULL;
	zero = one ? PyLong_FromLong(0) : NULL;
	get = zero && !fast ? PyObject_GetAttrString(mapping, "get") : NULL;
	if (zero == NULL || (!fast && get == NULL))
		goto done;
	while ((key = PyIter_Next(it)) != NULL) {
		PyObject *old, *new;
		Py_hash_t h = fast ? PyObject_Hash(key) : 0;
		int r;

		if (h == -1)
			break;
		if (fast) {
			old = Py_XNewRef(_PyDict_GetItem_KnownHash(mapping, key, h)); /* held */
			if (old == NULL && PyErr_Occurred())
				break;
		} else {
			old = PyObject_CallFunctionObjArgs(get, key, zero, NULL);
			if (old == NULL)
				break;
		}
		new = old != NULL ? PyNumber_Add(old, one) : Py_NewRef(one);
		Py_XDECREF(old);
		if (new == NULL)
			break;
		r = fast ? _PyDict_SetItem_KnownHash(mapping, key, new, h) : PyObject_SetItem(mapping, key, new);
		Py_DECREF(new);
		if (r < 0)
			break;
		Py_CLEAR(key);
	}
done:
	Py_XDECREF(key);
	Py_XDECREF(it);
	Py_XDECREF(one);
	Py_XDECREF(zero);
	Py_XDECREF(get);
	return PyErr_Occurred() ? NULL : Py_NewRef(Py_None);
}

/* ---- json.dumps's C encoder ----
 * It encodes list and tuple items borrowed from their container; a list or tuple
 * subclass among them is converted with its __iter__ first, which may clear the
 * container and free the item the encoder then stores in its markers dict (red-team
 * pass 82). The C encoder only gets graphs of plain values (wrappers.py), where no user
 * code runs; json's Python encoder, which holds what it encodes, takes the rest. */
#define JSON_PLAIN_DEPTH 512 /* deeper (or cyclic): the Python encoder decides */

static bool json_scalar(PyObject *o)
{
	PyTypeObject *t = Py_TYPE(o);

	return o == Py_None || t == &PyBool_Type || t == &PyLong_Type || t == &PyFloat_Type ||
	       t == &PyUnicode_Type;
}

static bool json_plain(PyObject *o, int depth)
{
	PyTypeObject *t = Py_TYPE(o);

	if (json_scalar(o))
		return true;
	if (depth >= JSON_PLAIN_DEPTH)
		return false;
	if (t == &PyList_Type || t == &PyTuple_Type) {
		/* No user code runs here: the size and items stay as read. */
		for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(o); i++)
			if (!json_plain(PySequence_Fast_ITEMS(o)[i], depth + 1))
				return false;
		return true;
	}
	if (t == &PyDict_Type) {
		Py_ssize_t pos = 0;
		PyObject *k, *v;

		while (PyDict_Next(o, &pos, &k, &v))
			if (!json_scalar(k) || !json_plain(v, depth + 1))
				return false;
		return true;
	}
	return false;
}

PyObject *pyhold_json_plain(PyObject *self, PyObject *o)
{
	(void)self;
	return PyBool_FromLong(json_plain(o, 0));
}
