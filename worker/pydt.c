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
#include <stdbool.h>
#include <string.h>
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

/* ---- pickled states given to the constructors ---- */

/* date(b"..."), datetime(b"...") and time(b"...") (the pickle forms: a bytes or latin-1
 * str state) copy the state's bytes in after checking the month (the hour for time)
 * alone: a year 0 made ctime() index its day-name table at -6 (a read outside it, then a
 * NULL pointer; red-team pass 68), and other out-of-range fields break what later assumes
 * them valid. A state CPython would take is checked field by field first. */
enum kind { K_DATE, K_DATETIME, K_TIME };
static newfunc orig_new[3];

static int days_in(int y, int m)
{
	static const int d[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	return m == 2 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) ? 29 : d[m - 1];
}

static bool date_ok(const unsigned char *b)
{
	int y = b[0] << 8 | b[1], m = b[2] & 0x7F;

	return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && b[3] >= 1 && b[3] <= days_in(y, m);
}

/* hour, minute, second, microsecond (3 bytes); a time keeps its fold bit in the hour byte,
 * a datetime in the month byte. */
static bool time_ok(const unsigned char *b, bool fold_in_hour)
{
	int hour = fold_in_hour ? b[0] & 0x7F : b[0];

	return hour < 24 && b[1] < 60 && b[2] < 60 && (b[3] << 16 | b[4] << 8 | b[5]) < 1000000;
}

/* Whether args is a pickled state CPython would take whose fields are out of range. */
static bool bad_state(enum kind k, PyObject *args)
{
	static const Py_ssize_t size[] = { 4, 10, 6 };
	unsigned char b[10];
	PyObject *st;

	if (!PyTuple_Check(args) || PyTuple_GET_SIZE(args) < 1 || PyTuple_GET_SIZE(args) > (k == K_DATE ? 1 : 2))
		return false;
	st = PyTuple_GET_ITEM(args, 0);
	if (PyBytes_Check(st) && PyBytes_GET_SIZE(st) == size[k]) {
		memcpy(b, PyBytes_AS_STRING(st), (size_t)size[k]);
	} else if (PyUnicode_Check(st) && PyUnicode_IS_READY(st) && PyUnicode_GET_LENGTH(st) == size[k]) {
		for (Py_ssize_t i = 0; i < size[k]; i++) {
			Py_UCS4 c = PyUnicode_READ_CHAR(st, i);
			if (c > 255)
				return false; /* not latin-1: CPython refuses it itself */
			b[i] = (unsigned char)c;
		}
	} else {
		return false;
	}
	/* What CPython checks before it takes the state (else it parses arguments). */
	if (k == K_TIME ? (b[0] & 0x7F) >= 24 : (unsigned)(b[2] & 0x7F) - 1 >= 12)
		return false;
	if (k == K_TIME)
		return !time_ok(b, true);
	return !date_ok(b) || (k == K_DATETIME && !time_ok(b + 4, false));
}

static PyObject *checked_new(enum kind k, PyTypeObject *t, PyObject *args, PyObject *kw)
{
	if (bad_state(k, args))
		return PyErr_Format(PyExc_ValueError, "%s: pickled state out of range", t->tp_name);
	return orig_new[k](t, args, kw);
}

static PyObject *date_new(PyTypeObject *t, PyObject *a, PyObject *kw) { return checked_new(K_DATE, t, a, kw); }
static PyObject *datetime_new(PyTypeObject *t, PyObject *a, PyObject *kw) { return checked_new(K_DATETIME, t, a, kw); }
static PyObject *time_new(PyTypeObject *t, PyObject *a, PyObject *kw) { return checked_new(K_TIME, t, a, kw); }

static int check_states(void)
{
	PyTypeObject *t[3] = { PyDateTimeAPI->DateType, PyDateTimeAPI->DateTimeType, PyDateTimeAPI->TimeType };
	newfunc repl[3] = { date_new, datetime_new, time_new };

	for (int k = 0; k < 3; k++) {
		orig_new[k] = t[k]->tp_new;
		if (pymod_replace_slot(t[k], offsetof(PyTypeObject, tp_new), PYMOD_SLOT(orig_new[k]), PYMOD_SLOT(repl[k])) < 0)
			return -1;
	}
	return 0;
}

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
	return pymod_install_methods(dt, dt_defs, 2) < 0 || pymod_install_methods(tz, tz_defs, 1) < 0 ||
			       check_states() < 0
		       ? -1
		       : 0;
}
