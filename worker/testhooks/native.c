/* SPDX-License-Identifier: MIT */
/* _safepy_native: arbitrary system calls with arbitrary arguments from a worker after its
 * full lockdown, for the kernel-layer suite. It stands for what a compromised worker can
 * do: the security model assumes user code may run native code, so the tests give it
 * native code. Compiled into safepy-worker-testhooks only, and importable only with
 * --test-no-python-layer.
 *
 *   syscall(nr, *args)  -> (return value, errno)   raw x86-64 (or native) entry
 *   int80(nr, *args)    -> return value            the i386 entry (int $0x80), five arguments
 *   buffer(bytes)       -> address of a copy that lives until the worker exits
 *   peek(address, n)    -> n bytes read at address */
#define _GNU_SOURCE
#include "worker/testhooks/native.h"
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#define MAX_ARGS 6

static int args_of(PyObject *const *a, Py_ssize_t n, long *nr, unsigned long v[MAX_ARGS])
{
	if (n < 1 || n > 1 + MAX_ARGS) {
		PyErr_SetString(PyExc_TypeError, "expected a number and at most six arguments");
		return -1;
	}
	*nr = (long)PyLong_AsUnsignedLongLongMask(a[0]);
	memset(v, 0, sizeof(unsigned long) * MAX_ARGS);
	for (Py_ssize_t i = 1; i < n; i++)
		v[i - 1] = (unsigned long)PyLong_AsUnsignedLongLongMask(a[i]);
	return PyErr_Occurred() ? -1 : 0;
}

static PyObject *n_syscall(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	unsigned long v[MAX_ARGS];
	long nr, r;
	int e;

	if (args_of(a, n, &nr, v) < 0)
		return NULL;
	errno = 0;
	r = syscall(nr, v[0], v[1], v[2], v[3], v[4], v[5]);
	e = r == -1 ? errno : 0;
	return Py_BuildValue("(li)", r, e);
}

static PyObject *n_int80(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
#if defined(__x86_64__)
	unsigned long v[MAX_ARGS];
	long nr, r;

	if (args_of(a, n, &nr, v) < 0)
		return NULL;
	/* The i386 ABI: eax = number, ebx ecx edx esi edi = the first five arguments (the
	 * sixth, in ebp, is left alone: the filter judges the architecture first). */
	__asm__ volatile("int $0x80"
			 : "=a"(r)
			 : "a"(nr), "b"(v[0]), "c"(v[1]), "d"(v[2]), "S"(v[3]), "D"(v[4])
			 : "memory", "r8", "r9", "r10", "r11");
	return PyLong_FromLong(r);
#else
	PyErr_SetString(PyExc_NotImplementedError, "int80 exists on x86-64 only");
	return NULL;
#endif
}

static PyObject *n_buffer(PyObject *self, PyObject *data)
{
	char *p;

	if (!PyBytes_Check(data))
		return PyErr_Format(PyExc_TypeError, "buffer(bytes)");
	p = PyMem_RawCalloc(1, (size_t)PyBytes_GET_SIZE(data) + 1);
	if (p == NULL)
		return PyErr_NoMemory();
	memcpy(p, PyBytes_AS_STRING(data), (size_t)PyBytes_GET_SIZE(data));
	return PyLong_FromVoidPtr(p); /* never freed: it lives as long as the worker */
}

static PyObject *n_peek(PyObject *self, PyObject *const *a, Py_ssize_t n)
{
	void *p;
	Py_ssize_t len;

	if (n != 2)
		return PyErr_Format(PyExc_TypeError, "peek(address, n)");
	p = PyLong_AsVoidPtr(a[0]);
	len = PyLong_AsSsize_t(a[1]);
	if (PyErr_Occurred())
		return NULL;
	return PyBytes_FromStringAndSize(p, len);
}

static PyMethodDef methods[] = {
	{ "syscall", (PyCFunction)(void (*)(void))n_syscall, METH_FASTCALL, NULL },
	{ "int80", (PyCFunction)(void (*)(void))n_int80, METH_FASTCALL, NULL },
	{ "buffer", n_buffer, METH_O, NULL },
	{ "peek", (PyCFunction)(void (*)(void))n_peek, METH_FASTCALL, NULL },
	{ NULL, NULL, 0, NULL },
};

static struct PyModuleDef moddef = {
	PyModuleDef_HEAD_INIT, "_safepy_native", "raw system calls (test builds only)", -1, methods,
	NULL, NULL, NULL, NULL,
};

PyObject *native_init(void)
{
	return PyModule_Create(&moddef);
}
