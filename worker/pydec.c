/* SPDX-License-Identifier: MIT */
/* decimal (_decimal) objects that CPython 3.11 uses borrowed or half-made (red-team passes
 * 49, 54, 57, 58): a Context's traps and flags dicts outliving it, the current context
 * switched out while an operation uses it, a SignalDict made without a Context. Each
 * layout this relies on is found and checked on a sample at setup.
 *
 * Trust: patched once at setup, in the template, before any user code. */
#define PY_SSIZE_T_CLEAN
#include "worker/pydec.h"
#include "worker/pymod.h"
#include "worker/reserve.h"
#include <link.h>
#include <stdbool.h>
#include <stdint.h>

/* ---- decimal.Context's traps and flags ---- */

/* A Context's traps and flags are small dicts (_decimal's SignalDict: the object head and
 * a uint32_t * into the Context) that hold no reference to it: one that outlives its
 * Context reads and flips bits of whatever reuses the freed memory (red-team pass 49: a
 * live pointer redirected). When a Context dies while someone else holds one of them, the
 * dict is pointed at a word of its own (leaked: a worker lives for one call). The layout
 * is found and checked on a sample at setup. */
static destructor orig_ctx_dealloc;
static Py_ssize_t off_traps, off_flags, ctx_size;
static uint32_t detach_fallback;

static uint32_t **sd_word(PyObject *sd)
{
	return (uint32_t **)((char *)sd + sizeof(PyObject));
}

static void detach(PyObject *ctx, Py_ssize_t off)
{
	PyObject *sd = *(PyObject **)((char *)ctx + off);
	uint32_t **w, *own;

	if (sd == NULL || Py_REFCNT(sd) <= 1)
		return;
	w = sd_word(sd);
	if ((char *)*w < (char *)ctx || (char *)*w >= (char *)ctx + ctx_size)
		return; /* not into this Context: nothing of it to outlive */
	own = PyMem_RawMalloc(sizeof(*own));
	if (own == NULL)
		own = &detach_fallback; /* shared by the unlucky, but never freed memory */
	*own = **w;
	*w = own;
}

static void guarded_ctx_dealloc(PyObject *self)
{
	detach(self, off_traps);
	detach(self, off_flags);
	orig_ctx_dealloc(self);
}

/* The offset in ctx of the pointer to obj, and obj's word must point inside ctx. */
static Py_ssize_t find_field(PyObject *ctx, PyObject *obj)
{
	for (Py_ssize_t off = sizeof(PyObject); off + (Py_ssize_t)sizeof(void *) <= ctx_size;
	     off += sizeof(void *)) {
		if (*(PyObject **)((char *)ctx + off) != obj)
			continue;
		if (Py_TYPE(obj)->tp_basicsize < (Py_ssize_t)(sizeof(PyObject) + sizeof(void *)) ||
		    (char *)*sd_word(obj) < (char *)ctx || (char *)*sd_word(obj) >= (char *)ctx + ctx_size)
			return -1;
		return off;
	}
	return -1;
}

int pydec_traps(PyObject *context_type, PyObject *sample)
{
	PyTypeObject *t = (PyTypeObject *)context_type;
	PyObject *traps, *flags;

	if (orig_ctx_dealloc != NULL || !PyType_Check(context_type) || Py_TYPE(sample) != t) {
		PyErr_SetString(PyExc_TypeError, "pydec_traps(Context, a Context), once");
		return -1;
	}
	ctx_size = t->tp_basicsize;
	traps = PyObject_GetAttrString(sample, "traps");
	flags = traps ? PyObject_GetAttrString(sample, "flags") : NULL;
	if (flags != NULL) {
		off_traps = find_field(sample, traps);
		off_flags = find_field(sample, flags);
	}
	Py_XDECREF(traps);
	Py_XDECREF(flags);
	if (flags == NULL)
		return -1;
	if (off_traps < 0 || off_flags < 0 || off_traps == off_flags) {
		PyErr_SetString(PyExc_SystemError, "decimal.Context: unexpected layout");
		return -1;
	}
	orig_ctx_dealloc = t->tp_dealloc;
	t->tp_dealloc = guarded_ctx_dealloc;
	return 0;
}

/* ---- decimal's current context ---- */

/* _decimal's operations use the current context borrowed (the context variable alone
 * holds it), and call back into Python (a Fraction subclass's numerator, __format__'s
 * lookups): a callback that switches the current context frees the one in use, and the
 * operation then writes its flags into freed memory (red-team passes 54, 57). So while a
 * _decimal function is running, a context that stops being current through setcontext()
 * or a manager's __enter__/__exit__ is kept alive, and so are the two a localcontext()
 * manager holds when it dies; when none is running, nothing is kept and what was kept is
 * let go (before, everything was kept for the worker's life: a loop of with-blocks grew
 * by ~250 bytes a turn until it ran out of memory). */
static PyObject *kept_contexts, *orig_setcontext, *getcontext_fn;
static destructor orig_manager_dealloc;

/* Whether a _decimal function may be running: a word on the stack, between the caller of
 * the question and the outermost frame of the request (pydec_request_top), that points
 * into _decimal's code. Every running function's return address is such a word (a caller
 * waiting for its callee: x86-64 `call` pushes it); a stale word in a frame's unused slot
 * only makes the answer yes, which keeps. Outside a request (setup) the answer is yes. */
static uintptr_t dec_code_lo, dec_code_hi;
static const char *request_top;

void pydec_request_top(const void *top)
{
	request_top = top;
}

__attribute__((noinline, no_sanitize_address)) static bool decimal_running(void)
{
	const volatile uintptr_t *w = __builtin_frame_address(0);

	if (request_top == NULL || dec_code_hi == 0)
		return true;
	for (; (const char *)w < request_top; w++)
		if (*w - dec_code_lo < dec_code_hi - dec_code_lo)
			return true;
	return false;
}

static int find_code(struct dl_phdr_info *info, size_t size, void *fn)
{
	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + ph->p_vaddr;

		if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X) && (uintptr_t)fn - lo < ph->p_memsz) {
			dec_code_lo = lo;
			dec_code_hi = lo + ph->p_memsz;
			return 1;
		}
	}
	return 0;
}

/* CPython 3.11's PyContextVar_Set, under every switch of the current context, releases a
 * NULL token when its second allocation fails after its first did (a worker crash near
 * the memory limit): a switch needs the worker's spare address space in place (given back
 * at a MemoryError, taken again here), or it is a MemoryError itself. */
static int room_to_switch(void)
{
	if (rsv_rearm_spare() == 0)
		return 0;
	PyErr_NoMemory();
	return -1;
}

static int keep(PyObject *ctx)
{
	return ctx == NULL ? 0 : PyList_Append(kept_contexts, ctx);
}

/* Nothing of _decimal's is running: no operation uses a context borrowed any more. */
static void let_go(void)
{
	if (PyList_GET_SIZE(kept_contexts) > 0 && PyList_SetSlice(kept_contexts, 0, PY_SSIZE_T_MAX, NULL) < 0)
		PyErr_Clear(); /* cannot shrink: they stay kept */
}

static PyObject *kept_setcontext(PyObject *self, PyObject *ctx)
{
	PyObject *cur;
	int r;

	(void)self;
	if (room_to_switch() < 0)
		return NULL;
	if (!decimal_running()) {
		let_go();
		return PyObject_CallOneArg(orig_setcontext, ctx);
	}
	cur = PyObject_CallNoArgs(getcontext_fn);
	r = cur ? keep(cur) : -1;
	Py_XDECREF(cur);
	return r < 0 ? NULL : PyObject_CallOneArg(orig_setcontext, ctx);
}

static PyMethodDef setcontext_def = { "setcontext", kept_setcontext, METH_O,
				      "Set a new default context." };

/* The manager's two contexts (PyDecContextManagerObject: the head, then local, global). */
static void guarded_manager_dealloc(PyObject *self)
{
	PyObject **f = (PyObject **)((char *)self + sizeof(PyObject));
	PyObject *type, *value, *tb;

	/* A dealloc may run while an exception is propagating: it must not lose it. */
	PyErr_Fetch(&type, &value, &tb);
	if (!decimal_running()) {
		let_go();
	} else if (keep(f[0]) < 0 || keep(f[1]) < 0) {
		/* Cannot keep them in the list: leak them instead. */
		PyErr_Clear();
		Py_XINCREF(f[0]);
		Py_XINCREF(f[1]);
	}
	PyErr_Restore(type, value, tb);
	orig_manager_dealloc(self);
}

/* A live manager switches the current context too: __enter__ to its local one, __exit__
 * back to the one current when it was made. What either switches out is kept unless the
 * manager itself holds it (the usual case: nothing kept in a loop of with-blocks). */
static PyObject *orig_enter, *orig_exit;

static int keep_switched_out(PyObject *manager)
{
	PyObject **f = (PyObject **)((char *)manager + sizeof(PyObject));
	PyObject *cur;
	int r;

	if (!decimal_running())
		return 0;
	cur = PyObject_CallNoArgs(getcontext_fn);
	r = cur == NULL ? -1 : (cur == f[0] || cur == f[1]) ? 0 : keep(cur);

	Py_XDECREF(cur);
	return r;
}

static PyObject *manager_enter(PyObject *self, PyObject *unused)
{
	(void)unused;
	if (!Py_IS_TYPE(self, (PyTypeObject *)PyDescr_TYPE(orig_enter)))
		return PyErr_Format(PyExc_TypeError, "descriptor '__enter__' requires a 'decimal.ContextManager' object");
	if (room_to_switch() < 0)
		return NULL;
	return keep_switched_out(self) < 0 ? NULL : PyObject_CallOneArg(orig_enter, self);
}

static PyObject *manager_exit(PyObject *self, PyObject *args)
{
	PyObject *head, *all, *r;

	if (!Py_IS_TYPE(self, (PyTypeObject *)PyDescr_TYPE(orig_exit)))
		return PyErr_Format(PyExc_TypeError, "descriptor '__exit__' requires a 'decimal.ContextManager' object");
	if (room_to_switch() < 0 || keep_switched_out(self) < 0)
		return NULL;
	head = PyTuple_Pack(1, self);
	all = head ? PySequence_Concat(head, args) : NULL; /* (self, *args) */
	Py_XDECREF(head);
	r = all ? PyObject_Call(orig_exit, all, NULL) : NULL;
	Py_XDECREF(all);
	return r;
}

static PyMethodDef manager_defs[] = {
	{ "__enter__", manager_enter, METH_NOARGS, NULL },
	{ "__exit__", manager_exit, METH_VARARGS, NULL },
};

PyObject *pydec_contexts(PyObject *decimal, PyObject *manager_type, PyObject *sample_manager,
				 PyObject *sample_local)
{
	PyTypeObject *mt = (PyTypeObject *)manager_type;
	PyObject **f = (PyObject **)((char *)sample_manager + sizeof(PyObject));

	if (kept_contexts != NULL || !PyModule_Check(decimal) || !PyType_Check(manager_type) ||
	    Py_TYPE(sample_manager) != mt || mt->tp_basicsize < (Py_ssize_t)(sizeof(PyObject) + 2 * sizeof(void *)) ||
	    f[0] != sample_local) {
		PyErr_SetString(PyExc_SystemError, "decimal: unexpected layout");
		return NULL;
	}
	kept_contexts = PyList_New(0);
	orig_setcontext = PyObject_GetAttrString(decimal, "setcontext");
	getcontext_fn = orig_setcontext ? PyObject_GetAttrString(decimal, "getcontext") : NULL;
	if (kept_contexts == NULL || getcontext_fn == NULL)
		return NULL;
	/* _decimal's code: where its setcontext's C function lies (not found: always keep). */
	if (PyCFunction_Check(orig_setcontext))
		(void)dl_iterate_phdr(find_code, (void *)(uintptr_t)PyCFunction_GET_FUNCTION(orig_setcontext));
	orig_manager_dealloc = mt->tp_dealloc;
	mt->tp_dealloc = guarded_manager_dealloc;
	orig_enter = PyDict_GetItemString(mt->tp_dict, "__enter__");
	orig_exit = PyDict_GetItemString(mt->tp_dict, "__exit__");
	if (orig_enter == NULL || orig_exit == NULL || !Py_IS_TYPE(orig_enter, &PyMethodDescr_Type) ||
	    !Py_IS_TYPE(orig_exit, &PyMethodDescr_Type)) {
		PyErr_SetString(PyExc_SystemError, "decimal: unexpected ContextManager");
		return NULL;
	}
	Py_INCREF(orig_enter);
	Py_INCREF(orig_exit);
	if (pymod_install_methods(mt, manager_defs, 2) < 0)
		return NULL;
	return PyCFunction_NewEx(&setcontext_def, NULL, PyModule_GetNameObject(decimal));
}

/* ---- a SignalDict made with T.__new__(T) and never initialized (red-team pass 58) ---- */

/* A SignalDict made directly has a NULL flags pointer that its repr, ==, copy() and a
 * Context's traps/flags setters read unchecked (a worker crash): a fresh one points at a
 * word of its own kind (shared by all such dicts; a Context replaces it at once). */
static newfunc orig_sd_new;
static uint32_t fresh_flags;
static PyTypeObject *sd_base;

static PyObject *guarded_sd_new(PyTypeObject *t, PyObject *args, PyObject *kw)
{
	PyObject *r = orig_sd_new(t, args, kw);

	if (r != NULL && *sd_word(r) == NULL)
		*sd_word(r) = &fresh_flags;
	return r;
}

/* CPython's SignalDict __init__ sets the pointer back to NULL (a review): never left so. */
static initproc orig_sd_init;

static int guarded_sd_init(PyObject *self, PyObject *args, PyObject *kw)
{
	int r = orig_sd_init(self, args, kw);

	if (*sd_word(self) == NULL)
		*sd_word(self) = &fresh_flags;
	return r;
}

static PyObject *sd_init_meth(PyObject *self, PyObject *args, PyObject *kw)
{
	if (Py_TYPE(self)->tp_init != guarded_sd_init && !PyObject_TypeCheck(self, sd_base))
		return PyErr_Format(PyExc_TypeError, "descriptor '__init__' requires a SignalDict");
	return guarded_sd_init(self, args, kw) < 0 ? NULL : Py_NewRef(Py_None);
}

static PyMethodDef sd_defs[] = { { "__init__", (PyCFunction)(void (*)(void))sd_init_meth,
				   METH_VARARGS | METH_KEYWORDS, "Initialize self." } };

int pydec_uninitialized(PyObject *signaldict_type)
{
	PyTypeObject *sd = (PyTypeObject *)signaldict_type, *base = sd;

	/* The SignalDict type is the one pydec_traps checked on a sample. */
	if (!PyType_Check(signaldict_type) || orig_ctx_dealloc == NULL) {
		PyErr_SetString(PyExc_SystemError, "decimal SignalDict: unexpected layout");
		return -1;
	}
	while (base->tp_base != NULL && base->tp_base->tp_new == sd->tp_new &&
	       base->tp_base->tp_init == sd->tp_init)
		base = base->tp_base; /* the C mixin that defines them */
	orig_sd_new = sd->tp_new;
	orig_sd_init = sd->tp_init;
	sd_base = base;
	if (orig_sd_init == NULL ||
	    pymod_replace_slot(base, offsetof(PyTypeObject, tp_new), PYMOD_SLOT(orig_sd_new),
			       PYMOD_SLOT(guarded_sd_new)) < 0 ||
	    pymod_replace_slot(base, offsetof(PyTypeObject, tp_init), PYMOD_SLOT(orig_sd_init),
			       PYMOD_SLOT(guarded_sd_init)) < 0)
		return -1;
	/* The dict's slot wrapper calls the original: a method of ours instead. */
	return pymod_install_methods(base, sd_defs, 1);
}
