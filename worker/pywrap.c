/* SPDX-License-Identifier: MIT */
/* CPython 3.11 functions we take over: the two that work on an instance's __dict__ they
 * hold no reference to while the dict operation runs Python code (a key's __hash__ or
 * __eq__), which may replace that __dict__ (red-team pass 62: a double free, then a fake
 * object); and the MemoryError constructors, which give back the spare address space
 * (worker/reserve.c). The static worker is linked with --wrap for each (CMakeLists.txt),
 * so the interpreter's own calls, and every slot and slot wrapper that names them, come
 * here first. And dict lookups (_Py_dict_lookup, last: see there), taken over in the
 * worker's copy of libpython (worker/libpython.cmake).
 *
 * Trust: no state; what the interpreter calls instead of its own. */
#define PY_SSIZE_T_CLEAN
#define Py_BUILD_CORE 1
#include "worker/pywrap.h"
#include "worker/reserve.h"
#include <stdbool.h>
#include <internal/pycore_code.h>
#include <internal/pycore_dict.h>
#include <internal/pycore_object.h>

int __real_PyObject_GenericSetAttr(PyObject *obj, PyObject *name, PyObject *value);
Py_ssize_t __real__PyDict_GetItemHint(PyDictObject *mp, PyObject *key, Py_ssize_t hint,
				      PyObject **value);
int __real__Py_Specialize_StoreAttr(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name);
int __real__Py_Specialize_LoadAttr(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name);
int __real__Py_Specialize_LoadMethod(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name);
PyObject *__real_PyErr_NoMemory(void);
PyObject *__real__PyErr_NoMemory(PyThreadState *tstate);

/* obj.name = value and del obj.name for nearly every type (object's slot, inherited):
 * CPython writes into the instance dict borrowed (_PyObject_StoreInstanceAttribute,
 * _PyObjectDict_SetItem), and a str-subclass name hashes and compares itself in there. */
int __wrap_PyObject_GenericSetAttr(PyObject *obj, PyObject *name, PyObject *value)
{
	PyObject *plain = NULL, *held = NULL, **dictptr;
	int r;

	if (PyUnicode_Check(name) && !PyUnicode_CheckExact(name)) {
		plain = PyUnicode_FromObject(name);
		if (plain == NULL)
			return -1;
		name = plain;
	}
	/* A key already in the dict (vars(), or a dict set as __dict__) can still answer
	 * __eq__: whatever it replaces, the dict being written lives until the write ends.
	 * (CPython reads the dict pointer again after looking the name up in the class's MRO:
	 * that lookup runs no Python code only because class dicts hold plain str keys --
	 * pyclass.c refuses others at creation, type.__setattr__ copies names to str.)
	 * (Attributes still inline have no dict yet: with a plain name, the one CPython makes
	 * from them runs no Python code.) */
	dictptr = _PyObject_DictPointer(obj);
	if (dictptr != NULL)
		held = Py_XNewRef(*dictptr);
	r = __real_PyObject_GenericSetAttr(obj, name, value);
	Py_XDECREF(held);
	Py_XDECREF(plain);
	return r;
}

/* The specializer's lookup of an attribute name in an instance's (or a module's) dict,
 * borrowed, before it rewrites LOAD_ATTR/STORE_ATTR: in a dict whose keys are not all
 * plain str, the lookup calls a key's __eq__, which can free that dict mid-lookup. Such a
 * dict is not looked into: the specializer takes "not found" and leaves the instruction
 * generic (which holds the dict). A dict of plain str keys compares without Python code. */
Py_ssize_t __wrap__PyDict_GetItemHint(PyDictObject *mp, PyObject *key, Py_ssize_t hint,
				      PyObject **value)
{
	if (!PyUnicode_CheckExact(key) || !DK_IS_UNICODE(mp->ma_keys))
		return DKIX_EMPTY;
	return __real__PyDict_GetItemHint(mp, key, hint, value);
}

/* STORE_ATTR_WITH_HINT, the instruction `obj.x = v` becomes for an instance whose
 * attributes live in a real __dict__, releases the old value (whose __del__ may replace
 * obj.__dict__) and then marks that dict, unheld, for the garbage collector and bumps its
 * version (red-team pass 64: writes into a freed block, which then sits in the GC's list as
 * an object of the user's making). Such an instance's stores stay generic (which hold the
 * dict); an instance with inline attributes still specializes (that instruction holds it). */
/* The specializer's "fail": the instruction stays adaptive and retries later. (Both cache
 * layouts, attribute and method, start with the counter.) */
static int decline(_Py_CODEUNIT *instr)
{
	_PyAttrCache *cache = (_PyAttrCache *)(instr + 1);

	cache->counter = adaptive_counter_backoff(cache->counter);
	return 0;
}

/* Whether t has a real version to be cached under. A class changed since its last lookup
 * has version 0 until a lookup gives it a new one, which CPython's lookup does only for
 * names of at most 100 characters: the specializer then cached 0 as the guard, which every
 * other such class passes (red-team pass 70: a slot read on a float subclass, a freed
 * method called; a full escape). */
static bool versioned(PyTypeObject *t, PyObject *name)
{
	if (!PyUnicode_CheckExact(name))
		return false;
	(void)_PyType_Lookup(t, name); /* gives t a version when it can; sets no error */
	return PyType_HasFeature(t, Py_TPFLAGS_VALID_VERSION_TAG) && t->tp_version_tag != 0;
}

int __wrap__Py_Specialize_StoreAttr(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name)
{
	if ((Py_TYPE(owner)->tp_flags & Py_TPFLAGS_MANAGED_DICT) && *_PyObject_ManagedDictPointer(owner) != NULL)
		return decline(instr);
	if (!PyModule_CheckExact(owner) && !versioned(Py_TYPE(owner), name))
		return decline(instr);
	return __real__Py_Specialize_StoreAttr(owner, instr, name);
}

int __wrap__Py_Specialize_LoadAttr(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name)
{
	if (!PyModule_CheckExact(owner) && !versioned(Py_TYPE(owner), name))
		return decline(instr);
	return __real__Py_Specialize_LoadAttr(owner, instr, name);
}

/* For a class, LOAD_METHOD_CLASS guards on the class's own version. */
int __wrap__Py_Specialize_LoadMethod(PyObject *owner, _Py_CODEUNIT *instr, PyObject *name)
{
	if (!PyModule_CheckExact(owner) &&
	    (!versioned(Py_TYPE(owner), name) || (PyType_Check(owner) && !versioned((PyTypeObject *)owner, name))))
		return decline(instr);
	return __real__Py_Specialize_LoadMethod(owner, instr, name);
}

/* Out of memory: the code that failed gets the spare room to fail cleanly in (CPython
 * 3.11's PyContextVar_Set, reached by decimal's context switches, releases a NULL token
 * when the allocation after a failed one fails too). */
PyObject *__wrap_PyErr_NoMemory(void)
{
	rsv_release_spare();
	return __real_PyErr_NoMemory();
}

PyObject *__wrap__PyErr_NoMemory(PyThreadState *tstate)
{
	rsv_release_spare();
	return __real__PyErr_NoMemory(tstate);
}

/* Every lookup of a dict (worker/libpython.cmake makes dictobject.o's own calls come
 * here; the original is safepy_dict_lookup_orig). A stored key's __eq__ may change the
 * dict while its lookup runs, and CPython 3.11 checks only that the keys object's address
 * and the entry's key are the same afterwards:
 * - a table freed there and another laid out differently (the other kind, str-only or
 *   general, or another size) allocated at the same address passes that check, and the
 *   entry and "value" are read at the old layout: a hash the user chose read as an object
 *   (red-team pass 80), a key released twice (pass 82: not every change bumps the dict's
 *   version, so the layout itself is compared);
 * - a non-str key being inserted, after the table it was converted to for it was
 *   replaced by a str-only one (the dict cleared), is stored as a str, which a later str
 *   lookup reads as one (an address-read oracle, pass 79).
 * Both are refused; any other change CPython's own restart handles, as it does. */
Py_ssize_t safepy_dict_lookup_orig(PyDictObject *mp, PyObject *key, Py_hash_t hash, PyObject **value_addr);

Py_ssize_t _Py_dict_lookup(PyDictObject *mp, PyObject *key, Py_hash_t hash, PyObject **value_addr)
{
	PyDictKeysObject *dk = mp->ma_keys;
	uint8_t kind = dk->dk_kind, log2_size = dk->dk_log2_size;
	Py_ssize_t ix = safepy_dict_lookup_orig(mp, key, hash, value_addr);

	if (ix == DKIX_ERROR)
		return ix;
	if ((mp->ma_keys == dk && (dk->dk_kind != kind || dk->dk_log2_size != log2_size)) ||
	    (ix == DKIX_EMPTY && kind == DICT_KEYS_GENERAL && DK_IS_UNICODE(mp->ma_keys) &&
	     !PyUnicode_CheckExact(key))) {
		PyErr_SetString(PyExc_RuntimeError, "dictionary changed during a lookup");
		*value_addr = NULL;
		return DKIX_ERROR;
	}
	return ix;
}
