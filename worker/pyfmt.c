/* SPDX-License-Identifier: MIT */
/* str.format and str.format_map with their replacement fields checked: "{0.name}" makes
 * CPython getattr() names the AST check never sees.
 *
 * Trust: patched once at setup, in the template, before any user code; the check is the
 * same name policy as the checked getattr (pymod_check_name). */
#define PY_SSIZE_T_CLEAN
#include "worker/pyfmt.h"
#include "worker/pymod.h"
#include <stdbool.h>

static PyObject *orig_format, *orig_format_map;

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
				PyErr_Format(pymod_sandbox_error, "access to private attribute '%U' in a format field is not allowed", name);
				Py_DECREF(name);
				return -1;
			}
			r = pymod_check_name(name, false);
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

int pyfmt_patch_str(void)
{
	if (orig_format != NULL)
		return 0;
	if (replace_method(&format_defs[0], &orig_format) < 0 ||
	    replace_method(&format_defs[1], &orig_format_map) < 0)
	{
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_RuntimeError, "cannot patch str.format");
		return -1;
	}
	PyType_Modified(&PyUnicode_Type);
	return 0;
}
