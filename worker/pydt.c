/* SPDX-License-Identifier: MIT */
/* Arithmetic on a datetime subclass instance builds its result by calling the subclass's
 * own constructor (CPython 3.8+), and a user __new__ may return any object. Most callers
 * hand that result back to the user; three C methods go on using it as a datetime, with
 * no type check (red-team pass 56): astimezone() swaps its tzinfo pointer (in a bytearray
 * that is the data pointer: arbitrary memory access, a full escape), utctimetuple() reads
 * its fields (addresses), the default tzinfo.fromutc() passes it on (gh-145166). For a
 * subclass instance these run on an exact datetime copy, built through the C API (no user
 * code), and a datetime result is made the subclass again through its constructor, as
 * CPython would have: what that returns goes to the user, never back into C.
 *
 * Trust: patched once at setup, in the template, before any user code. */
#define PY_SSIZE_T_CLEAN
#include "worker/pydt.h"
#include <datetime.h>
#include "worker/pymod.h"

static PyObject *orig_astimezone, *orig_utctimetuple, *orig_fromutc;

/* An exact datetime with dt's fields (dt is a datetime or a subclass instance). */
static PyObject *exact(PyObject *dt)
{
	return PyDateTimeAPI->DateTime_FromDateAndTimeAndFold(
		PyDateTime_GET_YEAR(dt), PyDateTime_GET_MONTH(dt), PyDateTime_GET_DAY(dt),
		PyDateTime_DATE_GET_HOUR(dt), PyDateTime_DATE_GET_MINUTE(dt), PyDateTime_DATE_GET_SECOND(dt),
		PyDateTime_DATE_GET_MICROSECOND(dt), PyDateTime_DATE_GET_TZINFO(dt), PyDateTime_DATE_GET_FOLD(dt),
		PyDateTimeAPI->DateTimeType);
}

/* An exact datetime result as an instance of cls, through cls's constructor. */
static PyObject *as_subclass(PyObject *r, PyTypeObject *cls)
{
	PyObject *args, *kw, *out;

	if (r == NULL || !PyDateTime_CheckExact(r))
		return r;
	args = Py_BuildValue("(iiiiiiiO)", PyDateTime_GET_YEAR(r), PyDateTime_GET_MONTH(r), PyDateTime_GET_DAY(r),
			     PyDateTime_DATE_GET_HOUR(r), PyDateTime_DATE_GET_MINUTE(r),
			     PyDateTime_DATE_GET_SECOND(r), PyDateTime_DATE_GET_MICROSECOND(r),
			     PyDateTime_DATE_GET_TZINFO(r));
	/* As CPython: fold only when it is 1 (a subclass __new__(cls, *args) takes no fold). */
	kw = args && PyDateTime_DATE_GET_FOLD(r) ? Py_BuildValue("{s:i}", "fold", 1) : NULL;
	out = args && (kw != NULL || !PyDateTime_DATE_GET_FOLD(r)) ? PyObject_Call((PyObject *)cls, args, kw) : NULL;
	Py_XDECREF(args);
	Py_XDECREF(kw);
	Py_DECREF(r);
	return out;
}

/* orig(self_or_tz, dt, rest...) with the datetime argument at index i replaced by an
 * exact copy when it is a subclass instance. */
static PyObject *on_exact(PyObject *orig, PyObject *const *a, Py_ssize_t n, PyObject *kwnames, Py_ssize_t i,
			  bool back)
{
	PyObject *args[8], *r;
	PyTypeObject *cls;

	if (n <= i || n > 8 || !PyDateTime_Check(a[i]) || PyDateTime_CheckExact(a[i]) ||
	    (kwnames != NULL && n + PyTuple_GET_SIZE(kwnames) > 8))
		return PyObject_Vectorcall(orig, a, (size_t)n, kwnames);
	cls = Py_TYPE(a[i]);
	for (Py_ssize_t k = 0; k < n + (kwnames ? PyTuple_GET_SIZE(kwnames) : 0); k++)
		args[k] = a[k];
	args[i] = exact(a[i]);
	if (args[i] == NULL)
		return NULL;
	r = PyObject_Vectorcall(orig, args, (size_t)n, kwnames);
	if (r == args[i]) { /* astimezone to its own zone answers self, as CPython */
		Py_DECREF(r);
		r = Py_NewRef(a[i]);
		back = false;
	}
	Py_DECREF(args[i]);
	return back ? as_subclass(r, cls) : r;
}

static PyObject *astimezone(PyObject *self, PyObject *const *a, Py_ssize_t n, PyObject *kw)
{
	PyObject *all[8];

	if (1 + n + (kw ? PyTuple_GET_SIZE(kw) : 0) > 8)
		return PyErr_Format(PyExc_TypeError, "astimezone: too many arguments");
	all[0] = self;
	for (Py_ssize_t k = 0; k < n + (kw ? PyTuple_GET_SIZE(kw) : 0); k++)
		all[1 + k] = a[k];
	return on_exact(orig_astimezone, all, 1 + n, kw, 0, true);
}

static PyObject *utctimetuple(PyObject *self, PyObject *unused)
{
	PyObject *all[1] = { self };

	(void)unused;
	return on_exact(orig_utctimetuple, all, 1, NULL, 0, false);
}

static PyObject *fromutc(PyObject *self, PyObject *dt)
{
	PyObject *all[2] = { self, dt };

	return on_exact(orig_fromutc, all, 2, NULL, 1, true);
}

static PyMethodDef dt_defs[] = {
	{ "astimezone", (PyCFunction)(void (*)(void))astimezone, METH_FASTCALL | METH_KEYWORDS,
	  "tz -> convert to local time in new timezone tz\n" },
	{ "utctimetuple", utctimetuple, METH_NOARGS, "Return UTC time tuple, compatible with time.localtime()." },
};
static PyMethodDef tz_defs[] = {
	{ "fromutc", fromutc, METH_O, "datetime in UTC -> datetime in local time." },
};

int pydt_fix(void)
{
	PyTypeObject *dt, *tz;

	if (orig_astimezone != NULL) {
		PyErr_SetString(PyExc_TypeError, "pydt_fix: once");
		return -1;
	}
	PyDateTime_IMPORT;
	if (PyDateTimeAPI == NULL)
		return -1;
	dt = PyDateTimeAPI->DateTimeType;
	tz = PyDateTimeAPI->TZInfoType;
	orig_astimezone = PyDict_GetItemString(dt->tp_dict, "astimezone");
	orig_utctimetuple = PyDict_GetItemString(dt->tp_dict, "utctimetuple");
	orig_fromutc = PyDict_GetItemString(tz->tp_dict, "fromutc");
	if (orig_astimezone == NULL || orig_utctimetuple == NULL || orig_fromutc == NULL) {
		PyErr_SetString(PyExc_SystemError, "datetime: unexpected layout");
		return -1;
	}
	Py_INCREF(orig_astimezone);
	Py_INCREF(orig_utctimetuple);
	Py_INCREF(orig_fromutc);
	return pymod_install_methods(dt, dt_defs, 2) < 0 || pymod_install_methods(tz, tz_defs, 1) < 0 ? -1 : 0;
}
