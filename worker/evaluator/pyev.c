/* SPDX-License-Identifier: MIT */
/* Embedded CPython: configuration, the harness, and one request. */
#define _GNU_SOURCE
#define PY_SSIZE_T_CLEAN
#include "worker/evaluator/pyev.h"
#include <Python.h>
#include <stdio.h>
#include <string.h>
#include "config.h"
#include "harness_py.h"
#include "reply_py.h"
#include "science_py.h"
#include "worker/evaluator/safepy.h"
#ifdef SAFEPY_TEST_HOOKS
#include "worker/testhooks/native.h"
#endif

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
	{ reply_py, "_safepy_reply", "<safepy-reply>" },
	{ science_py, "_safepy_science", "<safepy-science>" },
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

static PyObject *str_list(const struct pol_rule *t)
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

static PyObject *strings(const char *const *v)
{
	PyObject *l = PyList_New(0);

	for (; l && v && *v; v++) {
		PyObject *s = PyUnicode_FromString(*v);
		if (s == NULL || PyList_Append(l, s) < 0)
			Py_CLEAR(l);
		Py_XDECREF(s);
	}
	return l;
}

static PyObject *setup_config(const struct pyev_config *c)
{
	return Py_BuildValue("{s:N,s:N,s:N,s:N,s:N,s:N,s:N,s:I,s:I,s:I,s:I,s:I,s:I,s:O,s:O}",
			     "allowed", str_list(pol_default_imports),
			     "denied", str_list(pol_denied_imports),
			     "preimports", str_list(pol_preimports),
			     "extra", strings(c->extra_imports),
			     "taken_away", strings(c->denied),
			     "science", str_list(pol_science_imports),
			     "science_preimports", str_list(pol_science_preimports),
			     "log_cap", c->lim->log_cap,
			     "max_result", c->lim->max_result,
			     "recursion_limit", c->lim->recursion_limit,
			     "int_max_str_digits", c->lim->int_max_str_digits,
			     "max_figures", c->lim->max_figures,
			     "max_figure_bytes", c->lim->max_figure_bytes,
			     "load_science", c->science ? Py_True : Py_False,
			     "no_python_layer", c->no_python_layer ? Py_True : Py_False);
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

/* Where the standard library is: the paths of the interpreter this program is linked
 * with, found at configure time (cmake/python.cmake), whatever PATH or PYTHONHOME say. */
/* Appends each of the colon-separated directories. */
static PyStatus add_paths(PyConfig *cfg, const char *list)
{
	PyStatus st = PyStatus_Ok();
	char dir[4096];

	for (const char *p = list; *p && !PyStatus_Exception(st);) {
		size_t n = strcspn(p, ":");
		if (n > 0 && n < sizeof(dir)) {
			wchar_t *w;
			memcpy(dir, p, n);
			dir[n] = '\0';
			w = Py_DecodeLocale(dir, NULL);
			st = w ? PyWideStringList_Append(&cfg->module_search_paths, w) : PyStatus_NoMemory();
			PyMem_RawFree(w);
		}
		p += n + (p[n] == ':');
	}
	return st;
}

static PyStatus set_paths(PyConfig *cfg, const char *const *extra)
{
	PyStatus st = PyConfig_SetBytesString(cfg, &cfg->home, SAFEPY_PYTHON_HOME);

	cfg->module_search_paths_set = 1;
	if (!PyStatus_Exception(st))
		st = PyConfig_SetBytesString(cfg, &cfg->stdlib_dir, SAFEPY_PYTHON_STDLIB);
	if (!PyStatus_Exception(st))
		st = PyWideStringList_Append(&cfg->module_search_paths, cfg->stdlib_dir);
	if (!PyStatus_Exception(st)) {
		wchar_t *dyn = Py_DecodeLocale(SAFEPY_PYTHON_DYNLOAD, NULL);
		st = dyn ? PyWideStringList_Append(&cfg->module_search_paths, dyn) : PyStatus_NoMemory();
		PyMem_RawFree(dyn);
	}
	/* Then the directories the supervisor names (a user's venv: first, as when it is
	 * activated), then the installation's site directories (numpy and friends). */
	for (; extra && *extra && !PyStatus_Exception(st); extra++)
		st = add_paths(cfg, *extra);
	if (!PyStatus_Exception(st))
		st = add_paths(cfg, SAFEPY_PYTHON_SITE);
	return st;
}

int pyev_init(const struct pyev_config *c)
{
	PyConfig cfg;
	PyStatus st;
	PyObject *conf, *r;

	if (c->no_python_layer)
		spy_disable_policy();
	/* Before init, so no event escapes it. */
	if (PySys_AddAuditHook(spy_audit_hook, NULL) < 0 ||
	    PyImport_AppendInittab("_safepy", spy_init) < 0)
		return -1;
#ifdef SAFEPY_TEST_HOOKS
	if (c->no_python_layer && PyImport_AppendInittab("_safepy_native", native_init) < 0)
		return -1;
#endif
	PyConfig_InitIsolatedConfig(&cfg);
	cfg.site_import = 0;
	cfg.install_signal_handlers = 0; /* SIGXCPU and friends keep their fatal defaults */
	cfg.write_bytecode = 0;
	cfg.faulthandler = 0;
	cfg.tracemalloc = 0;
	cfg.user_site_directory = 0;
	st = set_paths(&cfg, c->paths);
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

/* harness.<name>(), its error reported; 0 or -1. */
static int call_harness(const char *name)
{
	PyObject *r = PyObject_CallMethod(harness, name, NULL);

	if (r == NULL) {
		report_py_error(name);
		return -1;
	}
	Py_DECREF(r);
	return 0;
}

int pyev_prefault(void)
{
	return call_harness("prefault");
}

int pyev_probe(void)
{
	return call_harness("probe");
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

int pyev_run(const uint8_t *code, size_t n, bool session, char **out, size_t *out_len)
{
	PyObject *src, *r;
	char *p;
	Py_ssize_t len;

	src = PyBytes_FromStringAndSize((const char *)code, (Py_ssize_t)n);
	r = src ? PyObject_CallMethod(harness, "run", "OO", src, session ? Py_True : Py_False) : NULL;
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
