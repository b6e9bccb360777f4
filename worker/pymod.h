/* SPDX-License-Identifier: MIT */
/* The _safepy builtin module: the C half of the restricted evaluator (audit hook, checked
 * attribute access, str.format field check, the user phase switch). */
#pragma once
#include <stddef.h>
#include <Python.h>
#include <stdbool.h>

PyObject *pymod_init(void);
/* Installed before Py_Initialize so it sees every event from the first one. */
int pymod_audit_hook(const char *event, PyObject *args, void *data);
/* Test builds only: turn the Python layer off (the kernel layer must hold alone). */
void pymod_disable_python_layer(void);
/* Test builds only: leave out the outer checks so inner layers' regression cases reach them. */
void pymod_test_inner_layers(void);

/* Shared with worker/pyclass.c (the same layer, split by subject). */
extern PyObject *pymod_sandbox_error;  /* safepy.SandboxError */
extern PyObject *pymod_template_types; /* addresses of the classes that existed at setup */
bool pymod_active(void);               /* user code has started and the layer is on */
bool pymod_setup_phase(void);
bool pymod_outer_checks(void);        /* false only in test builds run with --test-inner-layers */
PyObject *pymod_deny(const char *fmt, const char *what);
/* 0 if user code may read (store: write) the attribute name, else -1 with SandboxError set
 * (TypeError for a non-str). The name policy of the checked getattr and of format fields. */
int pymod_check_name(PyObject *name, bool store);
/* Puts defs into a static type's dict (replacing what is there); 0 or -1. */
int pymod_install_methods(PyTypeObject *t, PyMethodDef *defs, size_t n);
/* fn on every subclass of t that exists now, recursively (setup: types made before a slot
 * was patched copied the old one). Stops at fn's first nonzero result; -1 on error. */
int pymod_each_subclass(PyTypeObject *t, int (*fn)(PyTypeObject *, void *), void *ctx);
/* The slot at offset (offsetof(PyTypeObject, tp_repr), ...) of t and of every subclass
 * that exists now: where it still holds orig (copied when each was readied or made),
 * repl. The type's dict keeps a slot wrapper of orig: replace that too
 * (pymod_install_methods). 0 or -1. */
typedef void (*pymod_slotfn)(void);
#define PYMOD_SLOT(f) ((pymod_slotfn)(void (*)(void))(f))
int pymod_replace_slot(PyTypeObject *t, size_t offset, pymod_slotfn orig, pymod_slotfn repl);
/* Patched slots by type: each patched type's original, found for an object through its
 * type's nearest patched base (subclasses share their base's patch). Written at setup only;
 * fixed capacity. */
struct pymod_orig {
	PyTypeObject *type;
	pymod_slotfn orig;
	PyObject *data; /* optional, owned: what the replacement needs about this type */
};
struct pymod_origs {
	int n, cap;
	struct pymod_orig *e;
};
#define PYMOD_ORIGS(name, max)                           \
	static struct pymod_orig name##_entries[max];    \
	static struct pymod_origs name = { 0, (max), name##_entries }
/* Remembers t's slot at offset (with data, a new reference taken) and replaces it with
 * repl on t and the subclasses that copied it (pymod_replace_slot); a t that already
 * copied repl from a patched base is left to the base's entry. 0, or -1 with TypeError
 * when t has no such slot, r is full or t is already in it. */
int pymod_origs_patch(struct pymod_origs *r, PyTypeObject *t, size_t offset, pymod_slotfn repl,
		      PyObject *data);
/* The entry of t or of its nearest patched base, or NULL. */
const struct pymod_orig *pymod_origs_find(const struct pymod_origs *r, PyTypeObject *t);
bool pymod_in_set(PyObject *set, PyObject *o, bool on_error);
int pymod_set_add_addr(PyObject **set, PyObject **keep, PyObject *o);
bool pymod_user_type(PyTypeObject *t);
bool pymod_stdlib_forwarding(PyTypeObject *t);
bool pymod_private_ok(PyObject *obj);
