/* SPDX-License-Identifier: MIT */
/* See fastpath.h. Why it exists: the harness's checker walks a Python AST (ast.parse
 * builds dozens of objects even for one line) and rewrites it; in a freshly forked worker
 * that touches ~100 pages the template owns, each a copy-on-write fault, about a fifth of
 * what a worker costs. Most requests need none of it.
 *
 * Trust: this path may refuse more than the checker (harness.py check_ast and its
 * rewrites), never accept more. It takes a request only if
 *  1. the source is ASCII without NUL (no NFKC lookalikes of "_", no decoding questions);
 *  2. no identifier-like word anywhere in it, strings, comments and dead code included,
 *     starts with "_" (so no dunder, private or mangled name, no __builtins__, no
 *     __future__, nothing the private-attribute rewrite would change) or fails the
 *     checker's own predicates (pol_attr_allowed for loads and stores, pol_name_allowed);
 *  3. the code objects the compiler produced, recursively, use only names passing the
 *     same test (every attribute, global, local, cell and import name lands there) and
 *     contain no MATCH_CLASS (class patterns need the checker's rewrite) and no
 *     CHECK_EG_MATCH (except*, which the checker refuses).
 * 2 alone implies the checker's verdict; 3 checks it again on what will actually run. */
#ifdef SAFEPY_FASTPATH
#define Py_BUILD_CORE 1
#endif
#include "worker/fastpath.h"
#include <string.h>
#include "policy/policy.h"

#ifdef SAFEPY_FASTPATH
#if PY_MAJOR_VERSION != 3 || PY_MINOR_VERSION != 11
#error "fastpath.c uses CPython 3.11's internal parser and compiler API"
#endif
#include <internal/pycore_ast.h>
#include <internal/pycore_code.h>
#include <internal/pycore_compile.h>
#include <internal/pycore_parser.h>
#include <internal/pycore_pyarena.h>
#include <opcode.h>

#define MAX_NAME 256
#define MAX_CODE_DEPTH 200

bool fp_available(void) { return true; }

/* The checker's predicates on one identifier (or one component of a dotted import
 * name): as an attribute loaded and stored, and as a name. Single-underscore names are
 * never taken (the checker would rewrite their loads). */
static bool predicates_ok(const char *w, size_t n)
{
	char buf[MAX_NAME + 1];
	bool dunder = n >= 4 && w[0] == '_' && w[1] == '_' && w[n - 1] == '_' && w[n - 2] == '_';

	if (n == 0 || n > MAX_NAME || (w[0] == '_' && !dunder))
		return false;
	memcpy(buf, w, n);
	buf[n] = '\0';
	return pol_attr_allowed(buf, false) && pol_attr_allowed(buf, true) && pol_name_allowed(buf);
}

/* A word of the source: no "_" start at all (rule 2). */
static bool word_ok(const char *w, size_t n)
{
	return n > 0 && w[0] != '_' && predicates_ok(w, n);
}

static bool is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Rules 1 and 2, on the raw text. */
static bool text_ok(const char *s, Py_ssize_t n)
{
	for (Py_ssize_t i = 0; i < n;) {
		Py_ssize_t j = i;

		if (s[i] == '\0' || (unsigned char)s[i] >= 0x80)
			return false;
		if (!is_word_char(s[i])) {
			i++;
			continue;
		}
		while (j < n && is_word_char(s[j]))
			j++;
		/* Words starting with a digit are numbers (1_000, 0x_ff, 1e5j): not identifiers,
		 * as long as they hold only number letters; the tokenizer would split "1if" into a
		 * number and a keyword, so any other letter sends the request to the checker. */
		if (s[i] >= '0' && s[i] <= '9') {
			if (strspn(s + i, "0123456789_abcdefABCDEFxXoOjJ") < (size_t)(j - i))
				return false;
		} else if (!word_ok(s + i, (size_t)(j - i))) {
			return false;
		}
		i = j;
	}
	return true;
}

/* A name in compiled code. Rule 2 already keeps every "_" word out of the source, so a
 * dunder here comes from the compiler (class bodies store __module__ and __qualname__
 * from __name__); it must still pass the checker's predicates on its own, so that this
 * rule alone implies the checker's verdict: __classcell__ (zero-argument super) and
 * __annotations__ do not, and those requests take the checker's path. */
static bool name_ok(PyObject *name)
{
	Py_ssize_t n;
	const char *s = PyUnicode_Check(name) ? PyUnicode_AsUTF8AndSize(name, &n) : NULL;

	if (s == NULL) {
		PyErr_Clear();
		return false;
	}
	if (strcmp(s, FP_RESULT_NAME) == 0)
		return true; /* put there by plan() below */
	if (n >= 2 && s[0] == '.' && strspn(s + 1, "0123456789") == (size_t)n - 1)
		return true; /* ".0": the compiler's name for a comprehension's iterator */
	for (;;) {
		const char *dot = memchr(s, '.', (size_t)n);
		size_t len = dot ? (size_t)(dot - s) : (size_t)n;
		if (!predicates_ok(s, len)) /* rule 3 */
			return false;
		if (dot == NULL)
			return true;
		n -= (Py_ssize_t)len + 1;
		s = dot + 1;
	}
}

static bool names_ok(PyObject *tuple)
{
	if (!PyTuple_Check(tuple))
		return false;
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(tuple); i++)
		if (!name_ok(PyTuple_GET_ITEM(tuple, i)))
			return false;
	return true;
}

/* Rule 3. The code was just compiled and never run: every unit holds its real opcode
 * (caches are still zero). */
static bool code_ok(PyCodeObject *co, int depth)
{
	const _Py_CODEUNIT *code = _PyCode_CODE(co);

	if (depth > MAX_CODE_DEPTH || !names_ok(co->co_names) || !names_ok(co->co_localsplusnames))
		return false;
	for (Py_ssize_t i = 0; i < Py_SIZE(co); i++)
		if (_Py_OPCODE(code[i]) == MATCH_CLASS || _Py_OPCODE(code[i]) == CHECK_EG_MATCH)
			return false; /* class patterns: rewritten; except*: refused (checker) */
	for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(co->co_consts); i++) {
		PyObject *c = PyTuple_GET_ITEM(co->co_consts, i);
		if (PyCode_Check(c) && !code_ok((PyCodeObject *)c, depth + 1))
			return false;
	}
	return true;
}

/* The harness's _result_plan on the C AST: a trailing expression becomes an assignment
 * to FP_RESULT_NAME (same location); an assignment to a plain name names the result. */
static int plan(mod_ty mod, PyArena *arena, const char **kind, PyObject **name)
{
	asdl_stmt_seq *body = mod->v.Module.body;
	Py_ssize_t n = asdl_seq_LEN(body);
	stmt_ty last;
	expr_ty target = NULL;

	*kind = NULL;
	*name = NULL;
	if (n == 0)
		return 0;
	last = asdl_seq_GET(body, n - 1);
	switch (last->kind) {
	case Expr_kind: {
		PyObject *id = PyUnicode_InternFromString(FP_RESULT_NAME);
		asdl_expr_seq *targets = _Py_asdl_expr_seq_new(1, arena);
		stmt_ty assign;

		if (id == NULL || _PyArena_AddPyObject(arena, id) < 0) {
			Py_XDECREF(id);
			return -1;
		}
		target = _PyAST_Name(id, Store, last->lineno, last->col_offset, last->end_lineno,
				     last->end_col_offset, arena);
		if (targets == NULL || target == NULL)
			return -1;
		asdl_seq_SET(targets, 0, target);
		assign = _PyAST_Assign(targets, last->v.Expr.value, NULL, last->lineno, last->col_offset,
				       last->end_lineno, last->end_col_offset, arena);
		if (assign == NULL)
			return -1;
		asdl_seq_SET(body, n - 1, assign);
		*kind = "value";
		return 0;
	}
	case Assign_kind:
		target = asdl_seq_GET(last->v.Assign.targets, 0);
		break;
	case AugAssign_kind:
		target = last->v.AugAssign.target;
		break;
	case AnnAssign_kind:
		if (last->v.AnnAssign.value != NULL)
			target = last->v.AnnAssign.target;
		break;
	default:
		break;
	}
	if (target != NULL && target->kind == Name_kind) {
		*kind = "name";
		*name = target->v.Name.id;
	}
	return 0;
}

PyObject *fp_compile(const char *src, Py_ssize_t len, PyObject *filename)
{
	/* What compile(str, ..., dont_inherit=True) uses: the text is already decoded, so no
	 * coding cookie applies. */
	PyCompilerFlags cf = { PyCF_IGNORE_COOKIE | PyCF_SOURCE_IS_UTF8, PY_MINOR_VERSION };
	PyArena *arena;
	PyCodeObject *co = NULL;
	PyObject *out = NULL, *name = NULL;
	const char *kind = NULL;
	mod_ty mod;

	if (!text_ok(src, len))
		Py_RETURN_NONE;
	arena = _PyArena_New();
	if (arena == NULL)
		return NULL;
	/* src is NUL-terminated: it is a bytes object's buffer. */
	mod = _PyParser_ASTFromString(src, filename, Py_file_input, &cf, arena);
	if (mod != NULL && plan(mod, arena, &kind, &name) == 0)
		co = _PyAST_Compile(mod, filename, &cf, -1, arena);
	if (co == NULL) {
		/* A syntax error, or anything unusual: the checker's path reports it. */
		PyErr_Clear();
		_PyArena_Free(arena);
		Py_RETURN_NONE;
	}
	/* "O" takes the tuple's own reference to name, which the arena owns. */
	if (code_ok(co, 0))
		out = Py_BuildValue("(OzO)", co, kind, name ? name : Py_None);
	Py_DECREF(co);
	_PyArena_Free(arena);
	if (out == NULL && !PyErr_Occurred())
		Py_RETURN_NONE;
	return out;
}

#else /* !SAFEPY_FASTPATH: the shared libpython does not export the parser's C API */

bool fp_available(void) { return false; }

PyObject *fp_compile(const char *src, Py_ssize_t len, PyObject *filename)
{
	Py_RETURN_NONE;
}

#endif
