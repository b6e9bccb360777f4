/* SPDX-License-Identifier: MIT */
/* The common request parsed, planned and compiled in C (see fastpath.h).
 *
 * Why: the harness's checker builds a Python AST (ast.parse
 * makes dozens of objects even for one line); in a freshly forked worker that touches
 * ~100 pages the template owns, each a copy-on-write fault, about a fifth of what a
 * worker costs. Most requests need none of it.
 *
 * It takes a request only if the checker would leave it unchanged:
 *  1. the source is ASCII without NUL (no NFKC look-alikes, no decoding questions);
 *  2. no identifier-like word anywhere in it (strings, comments and dead code included)
 *     is a name the policy denies (pol_attr_allowed), so no attribute node needs the
 *     checker's rewrite.
 * It uses CPython's internal parser and compiler API (Py_BUILD_CORE), which only a
 * static libpython gives us; a build without it, or an interpreter of another minor
 * version at run time, answers "not mine" to everything. */
/* The internal API below is 3.11's; any other version builds the fallback. */
#ifdef SAFEPY_FASTPATH
#define Py_BUILD_CORE 1
#endif
#include "worker/perf/fastpath.h"
#include <string.h>
#include "policy/policy.h"

#if defined(SAFEPY_FASTPATH) && PY_MAJOR_VERSION == 3 && PY_MINOR_VERSION == 11
#include <internal/pycore_ast.h>
#include <internal/pycore_compile.h>
#include <internal/pycore_parser.h>
#include <internal/pycore_pyarena.h>

#define MAX_NAME 256

/* The internal API is the one this file was compiled against only within one minor
 * version (3.11.x); Py_Version is the interpreter actually running. */
bool fp_available(void)
{
	return (Py_Version >> 16) == (PY_VERSION_HEX >> 16);
}

/* Rule 2 on one word. */
static bool word_ok(const char *w, size_t n)
{
	char buf[MAX_NAME + 1];

	if (n == 0 || n > MAX_NAME)
		return false;
	memcpy(buf, w, n);
	buf[n] = '\0';
	return pol_attr_allowed(buf);
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

	if (!fp_available() || !text_ok(src, len))
		Py_RETURN_NONE;
	arena = _PyArena_New();
	if (arena == NULL)
		return NULL;
	/* src is NUL-terminated: it is a bytes object's buffer. */
	mod = _PyParser_ASTFromString(src, filename, Py_file_input, &cf, arena);
	if (mod != NULL && plan(mod, arena, &kind, &name) == 0)
		co = _PyAST_Compile(mod, filename, &cf, -1, arena);
	if (co == NULL) {
		/* A syntax error, or anything unusual: the harness's path reports it, knowing
		 * that the warnings before it were shown already. */
		PyErr_Clear();
		_PyArena_Free(arena);
		Py_RETURN_FALSE;
	}
	/* "O" takes the tuple's own reference to name, which the arena owns. */
	out = Py_BuildValue("(OzO)", co, kind, name ? name : Py_None);
	Py_DECREF(co);
	_PyArena_Free(arena);
	return out;
}

#else /* !SAFEPY_FASTPATH: this libpython does not export the parser's C API */

bool fp_available(void) { return false; }

PyObject *fp_compile(const char *src, Py_ssize_t len, PyObject *filename)
{
	Py_RETURN_NONE;
}

#endif
