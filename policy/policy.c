/* SPDX-License-Identifier: MIT */
/* Limits and import lists. Every entry carries a one-line reason. */
#include "policy/policy.h"
#include <ctype.h>
#include <errno.h>
#include <string.h>

void pol_limits_default(struct pol_limits *l)
{
	*l = (struct pol_limits){
		.timeout_s = 30.0,          /* below the 60 s after which SDK hosts give up */
		.timeout_max_s = 300.0,
		.memory_mb = 512,
		.log_cap = 65536,
		.max_code = 1u << 20,
		.max_result = 1u << 20,     /* x2 (text + structured) stays far below 10 MiB */
		.recursion_limit = 1000,    /* CPython's default: same RecursionError points */
		.int_max_str_digits = 4300, /* CVE-2020-10735 default */
		.pool = 2,
		.max_workers = 4,
		.nofile = 8,
		.stack_mb = 8,
		.sessions = true,
		.max_sessions = 8,
		.session_idle_s = 900.0,    /* a model's next step is seconds to minutes away */
		.max_figures = 4,           /* what a reader looks at; each is an image block */
		.max_figure_bytes = 2u << 20, /* base64 grows it to 2.7 MiB: far below 10 MiB */
	};
}

uint32_t pol_cpu_limit(const struct pol_limits *l)
{
	/* One second past the longest allowed wall clock: the supervisor normally kills
	 * first; this only matters if the supervisor itself is stuck. */
	return (uint32_t)l->timeout_max_s + 2;
}

const struct pol_rule pol_default_imports[] = {
	{ "abc", "abstract base classes; pure Python" },
	{ "base64", "encodings of bytes; pure computation" },
	{ "binascii", "hex and base64 helpers; built in" },
	{ "bisect", "sorted-list search" },
	{ "calendar", "date arithmetic and text calendars" },
	{ "cmath", "complex math" },
	{ "collections", "containers (collections.abc too)" },
	{ "colorsys", "colour conversions" },
	{ "contextlib", "context manager helpers" },
	{ "copy", "shallow and deep copies" },
	{ "csv", "CSV parsing of in-memory strings" },
	{ "dataclasses", "dataclasses (generated code is checked)" },
	{ "datetime", "dates and times" },
	{ "decimal", "decimal arithmetic" },
	{ "difflib", "sequence diffs" },
	{ "enum", "enumerations" },
	{ "fractions", "rational numbers" },
	{ "functools", "higher-order helpers" },
	{ "graphlib", "topological sort" },
	{ "hashlib", "hash functions over bytes" },
	{ "heapq", "heaps" },
	{ "hmac", "keyed hashes" },
	{ "html", "HTML escaping" },
	{ "io", "in-memory streams (StringIO, BytesIO); its open and FileIO refuse" },
	{ "itertools", "iterator building blocks" },
	{ "json", "JSON encoding and decoding" },
	{ "math", "floating-point math" },
	{ "numbers", "numeric ABCs" },
	{ "operator", "operators as functions" },
	{ "pprint", "pretty printing to the captured output" },
	{ "queue", "FIFO/LIFO/priority queues" },
	{ "random", "pseudo-random numbers, reseeded per worker" },
	{ "re", "regular expressions" },
	{ "statistics", "statistics" },
	{ "stat", "stat constants and predicates" },
	{ "string", "string constants, Template and Formatter" },
	{ "struct", "packing of bytes" },
	{ "textwrap", "text wrapping" },
	{ "time", "clocks and time formatting" },
	{ "typing", "type hints" },
	{ "unicodedata", "Unicode database" },
	{ "warnings", "warning filters; warnings go to the captured output" },
	{ "zlib", "compression of bytes in memory" },
	{ NULL, NULL },
};

const struct pol_rule pol_denied_imports[] = {
	{ "os", "files, processes, environment" },
	{ "posix", "the C layer of os" },
	{ "sys", "interpreter internals: modules, frames, limits" },
	{ "subprocess", "starts processes" },
	{ "socket", "network" },
	{ "ssl", "network" },
	{ "select", "fds and polling" },
	{ "selectors", "fds and polling" },
	{ "asyncio", "event loop with sockets and subprocesses" },
	{ "ctypes", "arbitrary memory and native code" },
	{ "cffi", "native code" },
	{ "importlib", "loads arbitrary modules and files" },
	{ "builtins", "the real builtins" },
	{ "pathlib", "files" },
	{ "shutil", "files and processes" },
	{ "tempfile", "files" },
	{ "glob", "directory listing" },
	{ "fileinput", "files" },
	{ "signal", "signal handlers defeat limits" },
	{ "threading", "threads" },
	{ "_thread", "threads" },
	{ "multiprocessing", "processes" },
	{ "concurrent", "threads and processes" },
	{ "gc", "reaches every object" },
	{ "inspect", "frames, code and globals" },
	{ "traceback", "frames" },
	{ "types", "code and function constructors" },
	{ "pickle", "calls arbitrary callables" },
	{ "marshal", "forges code objects" },
	{ "shelve", "pickle on files" },
	{ "code", "interactive interpreter" },
	{ "codeop", "compiles code" },
	{ "pdb", "debugger" },
	{ "bdb", "debugger" },
	{ "dis", "code objects" },
	{ "ast", "compiles code" },
	{ "resource", "changes limits" },
	{ "fcntl", "fd control" },
	{ "mmap", "memory maps" },
	{ "pty", "terminals and processes" },
	{ "faulthandler", "signal handlers and fds" },
	{ "tracemalloc", "interpreter hooks" },
	{ "sysconfig", "paths" },
	{ "site", "paths" },
	{ "runpy", "runs modules" },
	{ "pkgutil", "loads modules" },
	{ "zipimport", "loads modules" },
	{ "weakref", "finalizers outliving the call" },
	{ "atexit", "code after the call" },
	{ "platform", "processes and files" },
	{ "webbrowser", "processes" },
	{ "http", "network" },
	{ "urllib", "network" },
	{ "ftplib", "network" },
	{ "smtplib", "network" },
	{ "sqlite3", "files and native extensions" },
	{ "dbm", "files" },
	{ "linecache", "files" },
	{ "posixpath", "os.path" },
	{ "genericpath", "os.path" },
	{ NULL, NULL },
};

const struct pol_rule pol_preimports[] = {
	{ "collections.abc", "submodule users import directly" },
	{ "json.decoder", "json internals, loaded anyway" },
	{ "_strptime", "lazy import of datetime.strptime and time.strptime" },
	{ "encodings.*", "every codec: none could be loaded once the worker has no files" },
	{ "inspect", "lazy import of functools.singledispatch (never exposed)" },
	{ "tracemalloc", "a warning about an object asks it whether allocations are traced" },
	{ NULL, NULL },
};

const struct pol_rule pol_science_imports[] = {
	{ "numpy", "arrays and linear algebra (Debian's python3-numpy)" },
	{ "pandas", "tables (python3-pandas)" },
	{ "scipy", "scientific routines (python3-scipy)" },
	{ "sympy", "symbolic mathematics (python3-sympy)" },
	{ "matplotlib", "figures, returned as PNG images (python3-matplotlib, Agg backend)" },
	{ "mpl_toolkits", "matplotlib's 3-D axes and toolkits" },
	{ "seaborn", "statistical plots over matplotlib (python3-seaborn)" },
	{ "mpmath", "arbitrary-precision floating point (python3-mpmath, sympy's own)" },
	{ NULL, NULL },
};

const struct pol_rule pol_science_preimports[] = {
	{ "numpy.linalg", "used directly" }, { "numpy.fft", "used directly" },
	{ "numpy.random", "used directly" }, { "numpy.polynomial", "used directly" },
	{ "numpy.ma", "masked arrays" },
	{ "scipy.linalg", "subpackage users import" }, { "scipy.optimize", "subpackage users import" },
	{ "scipy.stats", "subpackage users import" }, { "scipy.integrate", "subpackage users import" },
	{ "scipy.interpolate", "subpackage users import" }, { "scipy.signal", "subpackage users import" },
	{ "scipy.sparse", "subpackage users import" }, { "scipy.sparse.linalg", "subpackage users import" },
	{ "scipy.special", "subpackage users import" }, { "scipy.spatial", "subpackage users import" },
	{ "scipy.fft", "subpackage users import" }, { "scipy.ndimage", "subpackage users import" },
	{ "scipy.cluster", "subpackage users import" }, { "scipy.constants", "subpackage users import" },
	{ "matplotlib.pyplot", "the usual entry point" },
	{ "matplotlib.backends.backend_agg", "the only backend: figures become PNG" },
	{ "mpl_toolkits.mplot3d", "3-D axes" },
	{ NULL, NULL },
};

bool pol_is_science(const char *name)
{
	char root[64];
	size_t n = strcspn(name, ".");

	if (n >= sizeof(root))
		return false;
	memcpy(root, name, n);
	root[n] = '\0';
	return pol_listed(pol_science_imports, root);
}

static bool is_ident(unsigned char c, bool first)
{
	return c == '_' || c >= 0x80 || isalpha(c) || (!first && isdigit(c));
}

static bool denied_root(const char *const *denied, const char *name, size_t n)
{
	for (; denied && *denied; denied++)
		if (strlen(*denied) == n && memcmp(*denied, name, n) == 0)
			return true;
	return false;
}

bool pol_names_science(const char *code, size_t len, const char *const *denied)
{
	size_t i = 0;

	while (i < len) {
		size_t start = i;
		if (!is_ident((unsigned char)code[i], true)) {
			i++;
			continue;
		}
		while (i < len && is_ident((unsigned char)code[i], false))
			i++;
		/* An identifier that is a whole word, not the tail of a longer one. */
		if (start > 0 && isdigit((unsigned char)code[start - 1]))
			continue;
		for (const struct pol_rule *r = pol_science_imports; r->name; r++)
			if (strlen(r->name) == i - start && memcmp(r->name, code + start, i - start) == 0 &&
			    !denied_root(denied, code + start, i - start))
				return true;
	}
	return false;
}

bool pol_listed(const struct pol_rule *t, const char *name)
{
	for (; t->name; t++)
		if (strcmp(t->name, name) == 0)
			return true;
	return false;
}

bool pol_is_default_import(const char *name)
{
	return pol_listed(pol_default_imports, name);
}

int pol_import_allowed(const char *name)
{
	char root[128];
	size_t n = strcspn(name, ".");
	const char *p;
	bool start = true;

	for (p = name; *p; p++) {
		if (start && (*p == '_' || isdigit((unsigned char)*p)))
			return *p == '_' ? -EPERM : -EINVAL; /* private modules are internals */
		if (*p == '.') {
			if (start)
				return -EINVAL;
			start = true;
			continue;
		}
		if (!isalnum((unsigned char)*p) && *p != '_')
			return -EINVAL;
		start = false;
	}
	if (start || n == 0 || n >= sizeof(root))
		return -EINVAL;
	memcpy(root, name, n);
	root[n] = '\0';
	if (pol_listed(pol_denied_imports, root) || pol_listed(pol_denied_imports, name))
		return -EPERM;
	return 0;
}
