/* SPDX-License-Identifier: MIT */
/* Embedded CPython: configuration, the harness, and one request. */
#define _GNU_SOURCE
#define PY_SSIZE_T_CLEAN
#include "worker/pyev.h"
#include <Python.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <sys/time.h>
#include "harness_py.h"
#include "wrappers_py.h"
#include "reply_py.h"
#include "dcwrap_py.h"
#include "copywrap_py.h"
#include "trust_py.h"
#include "worker/pyaddr.h"
#include "worker/pydec.h"
#include "worker/pymod.h"

static PyObject *harness;  /* the harness module; lives for the process */

static PyObject *load_module(const unsigned char *src, const char *name, const char *file)
{
	PyObject *code = Py_CompileString((const char *)src, file, Py_file_input), *mod;

	if (code == NULL)
		return NULL;
	mod = PyImport_ExecCodeModuleEx(name, code, file);
	Py_DECREF(code);
	return mod;
}

/* The Python half, in load order: each imports the ones before it (from sys.modules, no
 * file); the harness, last, is the one the C side calls. */
static const struct {
	const unsigned char *src;
	const char *name, *file;
} py_modules[] = {
	{ wrappers_py, "_safepy_wrappers", "<safepy-wrappers>" },
	{ dcwrap_py, "_safepy_dcwrap", "<safepy-dcwrap>" },
	{ copywrap_py, "_safepy_copywrap", "<safepy-copywrap>" },
	{ reply_py, "_safepy_reply", "<safepy-reply>" },
	{ trust_py, "_safepy_trust", "<safepy-trust>" },
	{ harness_py, "_safepy_harness", "<safepy-harness>" },
};

static int harness_load(void)
{
	size_t n = sizeof(py_modules) / sizeof(py_modules[0]);

	for (size_t i = 0; i + 1 < n; i++) {
		PyObject *m = load_module(py_modules[i].src, py_modules[i].name, py_modules[i].file);
		if (m == NULL)
			return -1;
		Py_DECREF(m);
	}
	harness = load_module(py_modules[n - 1].src, py_modules[n - 1].name, py_modules[n - 1].file);
	return harness ? 0 : -1;
}

static PyObject *str_list(const struct pol_module *t)
{
	PyObject *l = PyList_New(0);

	for (; l && t->name; t++) {
		PyObject *s = PyUnicode_FromString(t->name);
		if (s == NULL || PyList_Append(l, s) < 0) {
			Py_XDECREF(s);
			Py_CLEAR(l);
			break;
		}
		Py_DECREF(s);
	}
	return l;
}

static PyObject *setup_config(const struct pyev_config *c)
{
	PyObject *extra = PyList_New(0), *d;

	for (const char *const *e = c->extra_imports; extra && e && *e; e++) {
		PyObject *s = PyUnicode_FromString(*e);
		if (s == NULL || PyList_Append(extra, s) < 0)
			Py_CLEAR(extra);
		Py_XDECREF(s);
	}
	if (extra == NULL)
		return NULL;
	d = Py_BuildValue("{s:N,s:N,s:N,s:N,s:I,s:I,s:I,s:I,s:O,s:O}",
			  "allowed", str_list(pol_default_imports),
			  "denied", str_list(pol_denied_imports),
			  "preimports", str_list(pol_preimports),
			  "extra", extra,
			  "log_cap", c->lim->log_cap,
			  "max_result", c->lim->max_result,
			  "recursion_limit", c->lim->recursion_limit,
			  "int_max_str_digits", c->lim->int_max_str_digits,
			  "no_python_layer", c->no_python_layer ? Py_True : Py_False,
			  "test_inner_layers", c->test_inner_layers ? Py_True : Py_False);
	return d;
}

static void report_py_error(const char *what)
{
	PyObject *t, *v, *tb, *s = NULL;

	/* Never PyErr_Print: it exits the process on SystemExit. */
	PyErr_Fetch(&t, &v, &tb);
	if (v != NULL)
		s = PyObject_Str(v);
	fprintf(stderr, "safepy-worker: %s: %s\n", what, s ? PyUnicode_AsUTF8(s) : "unknown error");
	PyErr_Clear();
	Py_XDECREF(s);
	Py_XDECREF(t);
	Py_XDECREF(v);
	Py_XDECREF(tb);
}

int pyev_init(const struct pyev_config *c)
{
	PyConfig cfg;
	PyStatus st;
	PyObject *conf, *r;

	if (c->no_python_layer)
		pymod_disable_python_layer();
	if (c->test_inner_layers)
		pymod_test_inner_layers();
	/* Before init, so no event escapes it. */
	if (pyaddr_init() < 0 || PySys_AddAuditHook(pymod_audit_hook, NULL) < 0 ||
	    PyImport_AppendInittab("_safepy", pymod_init) < 0)
		return -1;
	PyConfig_InitIsolatedConfig(&cfg);
	cfg.site_import = 0;
	cfg.install_signal_handlers = 0; /* SIGXCPU and friends keep their fatal defaults */
	cfg.write_bytecode = 0;
	cfg.faulthandler = 0;
	cfg.tracemalloc = 0;
	cfg.user_site_directory = 0;
	cfg.module_search_paths_set = 1;
	/* Debian's standard library only, whatever PATH or PYTHONHOME say. */
	st = PyConfig_SetString(&cfg, &cfg.home, L"/usr");
	if (!PyStatus_Exception(st))
		st = PyWideStringList_Append(&cfg.module_search_paths, L"/usr/lib/python3.11");
	if (!PyStatus_Exception(st))
		st = PyWideStringList_Append(&cfg.module_search_paths, L"/usr/lib/python3.11/lib-dynload");
	if (!PyStatus_Exception(st))
		st = Py_InitializeFromConfig(&cfg);
	PyConfig_Clear(&cfg);
	if (PyStatus_Exception(st)) {
		fprintf(stderr, "safepy-worker: Python init failed: %s\n", st.err_msg ? st.err_msg : "?");
		return -1;
	}
	if (harness_load() < 0) {
		report_py_error("loading the harness");
		return -1;
	}
	conf = setup_config(c);
	r = conf ? PyObject_CallMethod(harness, "setup", "O", conf) : NULL;
	Py_XDECREF(conf);
	if (r == NULL) {
		report_py_error("harness setup");
		return -1;
	}
	Py_DECREF(r);
	return 0;
}

int pyev_gc_at_safe_points(void)
{
	/* Every 10 ms of the worker's own CPU time; an idle worker takes none. */
	const struct itimerval every = { { 0, 10000 }, { 0, 10000 } };

	(void)PyGC_Disable();
	return setitimer(ITIMER_VIRTUAL, &every, NULL) < 0 ? -errno : 0;
}

int pyev_prefault(void)
{
	PyObject *r = PyObject_CallMethod(harness, "prefault", NULL);

	if (r == NULL) {
		report_py_error("prefault");
		return -1;
	}
	Py_DECREF(r);
	return 0;
}

static int fallback(const char *type, const char *msg, char **out, size_t *out_len)
{
	char *s = NULL;
	int n = asprintf(&s, "{\"result\":null,\"result_type\":null,\"logs\":\"\",\"logs_truncated\":false,"
			 "\"error\":{\"type\":\"%s\",\"message\":\"%s\",\"line\":null,\"traceback\":\"\"}}",
			 type, msg);

	if (n < 0)
		return -1;
	*out = s;
	*out_len = (size_t)n;
	return 0;
}

int pyev_run(const uint8_t *code, size_t n, char **out, size_t *out_len)
{
	PyObject *src, *r;
	char *p;
	Py_ssize_t len;

	pydec_request_top(__builtin_frame_address(0));
	src = PyBytes_FromStringAndSize((const char *)code, (Py_ssize_t)n);
	r = src ? PyObject_CallMethod(harness, "run", "O", src) : NULL;
	Py_XDECREF(src);
	if (r == NULL || !PyBytes_Check(r)) {
		/* The harness catches BaseException; reaching here means memory ran out inside
		 * it. Report without touching Python again. */
		int mem = PyErr_ExceptionMatches(PyExc_MemoryError);
		PyErr_Clear();
		Py_XDECREF(r);
		return mem ? fallback("MemoryError", "out of memory while reporting", out, out_len)
			   : fallback("InternalError", "the evaluator failed", out, out_len);
	}
	if (PyBytes_AsStringAndSize(r, &p, &len) < 0 || (*out = malloc((size_t)len + 1)) == NULL) {
		PyErr_Clear();
		Py_DECREF(r);
		return fallback("MemoryError", "out of memory while reporting", out, out_len);
	}
	memcpy(*out, p, (size_t)len);
	(*out)[len] = '\0';
	*out_len = (size_t)len;
	Py_DECREF(r);
	return 0;
}
