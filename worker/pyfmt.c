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

/* CPython's own parsers of format strings (the ones str.format runs), from _string:
 * formatter_parser(fmt) -> (literal, field name, spec, conversion) per field, and
 * formatter_field_name_split(name) -> (first, [(is_attribute, key), ...]). A scanner of
 * our own disagreed with them ("{0[}].__globals__}": a '}' inside brackets, red-team pass
 * 63); theirs cannot. */
static PyObject *parse_fields, *split_field_name;

static int check_attribute(PyObject *name)
{
	/* Private names too: format fields read them from any object. */
	if (PyUnicode_GET_LENGTH(name) > 0 && PyUnicode_READ_CHAR(name, 0) == '_' &&
	    !(PyUnicode_GET_LENGTH(name) >= 4 && PyUnicode_READ_CHAR(name, 1) == '_')) {
		PyErr_Format(pymod_sandbox_error, "access to private attribute '%U' in a format field is not allowed", name);
		return -1;
	}
	return pymod_check_name(name, false);
}

static int check_field_name(PyObject *field)
{
	PyObject *split = PyObject_CallOneArg(split_field_name, field), *rest, *item;
	int r = 0;

	if (split == NULL)
		return -1;
	if (!PyTuple_Check(split) || PyTuple_GET_SIZE(split) != 2) {
		Py_DECREF(split);
		PyErr_SetString(PyExc_SystemError, "format field: unexpected split");
		return -1;
	}
	rest = PyObject_GetIter(PyTuple_GET_ITEM(split, 1));
	Py_DECREF(split);
	if (rest == NULL)
		return -1;
	while (r == 0 && (item = PyIter_Next(rest)) != NULL) {
		if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
			PyErr_SetString(PyExc_SystemError, "format field: unexpected part");
			r = -1;
		} else if (PyTuple_GET_ITEM(item, 0) == Py_True && PyUnicode_Check(PyTuple_GET_ITEM(item, 1))) {
			r = check_attribute(PyTuple_GET_ITEM(item, 1)); /* (True, name): an attribute */
		}
		Py_DECREF(item);
	}
	Py_DECREF(rest);
	return r < 0 || PyErr_Occurred() ? -1 : 0;
}

/* Every ".name" a replacement field of fmt reads, in the fields and in the specs (a spec
 * with fields is itself formatted: CPython nests two levels and refuses a third before
 * reading it). A string without '.' reads no attribute. */
static int check_format_string(PyObject *fmt, int level)
{
	PyObject *fields, *item;
	int r = 0;
	Py_ssize_t dot = PyUnicode_FindChar(fmt, '.', 0, PyUnicode_GET_LENGTH(fmt), 1);

	if (dot < 0)
		return dot == -1 ? 0 : -1; /* -2: error */
	item = PyObject_CallOneArg(parse_fields, fmt);
	fields = item ? PyObject_GetIter(item) : NULL;
	Py_XDECREF(item);
	if (fields == NULL)
		return -1;
	while (r == 0 && (item = PyIter_Next(fields)) != NULL) {
		PyObject *name, *spec;

		if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 4) {
			PyErr_SetString(PyExc_SystemError, "format string: unexpected field");
			Py_DECREF(item);
			break;
		}
		name = PyTuple_GET_ITEM(item, 1);
		spec = PyTuple_GET_ITEM(item, 2);
		if (PyUnicode_Check(name))
			r = check_field_name(name);
		if (r == 0 && PyUnicode_Check(spec) && level < 3)
			r = check_format_string(spec, level + 1);
		Py_DECREF(item);
	}
	Py_DECREF(fields);
	return r < 0 || PyErr_Occurred() ? -1 : 0;
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
	if (check_format_string(self, 1) < 0)
		return NULL;
	return call_orig(orig_format, self, args, kw);
}

static PyObject *safe_format_map(PyObject *self, PyObject *args, PyObject *kw)
{
	if (!PyUnicode_Check(self))
		return PyErr_Format(PyExc_TypeError, "format_map requires a str");
	if (check_format_string(self, 1) < 0)
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
	PyObject *mod;

	if (orig_format != NULL)
		return 0;
	mod = PyImport_ImportModule("_string");
	parse_fields = mod ? PyObject_GetAttrString(mod, "formatter_parser") : NULL;
	split_field_name = parse_fields ? PyObject_GetAttrString(mod, "formatter_field_name_split") : NULL;
	Py_XDECREF(mod);
	if (split_field_name == NULL)
		return -1;
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
