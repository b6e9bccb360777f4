/* SPDX-License-Identifier: MIT */
/* Which attribute names user code may touch. The Python layer asks this one predicate
 * for the AST check, the checked getattr family and str.format fields, so the rule
 * cannot drift between them. Dunders are allow-listed (the data model methods user
 * classes define and call); everything that reaches code, frames, globals or the real
 * builtins is refused. */
#include "policy/policy.h"
#include <string.h>

/* Dunders user code may read and call. */
static const char *const dunder_load[] = {
	"__init__", "__new__", "__name__", "__qualname__", "__doc__", "__module__",
	"__class__", "__mro__", "__bases__", "__base__", "__annotations__", "__wrapped__",
	"__cause__", "__context__", "__suppress_context__", "__notes__", "__members__",
	"__slots__", "__match_args__", "__dataclass_fields__", "__dataclass_params__",
	"__post_init__", "__enter__", "__exit__", "__aenter__", "__aexit__", "__iter__",
	"__next__", "__aiter__", "__anext__", "__await__", "__len__", "__length_hint__",
	"__getitem__", "__setitem__", "__delitem__", "__contains__", "__missing__",
	"__reversed__", "__call__", "__repr__", "__str__", "__bytes__", "__format__",
	"__hash__", "__bool__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
	"__add__", "__sub__", "__mul__", "__matmul__", "__truediv__", "__floordiv__",
	"__mod__", "__divmod__", "__pow__", "__lshift__", "__rshift__", "__and__", "__xor__",
	"__or__", "__radd__", "__rsub__", "__rmul__", "__rmatmul__", "__rtruediv__",
	"__rfloordiv__", "__rmod__", "__rdivmod__", "__rpow__", "__rlshift__", "__rrshift__",
	"__rand__", "__rxor__", "__ror__", "__iadd__", "__isub__", "__imul__", "__imatmul__",
	"__itruediv__", "__ifloordiv__", "__imod__", "__ipow__", "__ilshift__", "__irshift__",
	"__iand__", "__ixor__", "__ior__", "__neg__", "__pos__", "__abs__", "__invert__",
	"__complex__", "__int__", "__float__", "__index__", "__round__", "__trunc__",
	"__floor__", "__ceil__", "__setattr__", "__delattr__", "__init_subclass__",
	"__set_name__", "__get__", "__set__", "__delete__", "__class_getitem__",
	"__sizeof__", "__dir__", "__copy__", "__deepcopy__", "__version__", "__all__",
	NULL,
};

/* Dunders user code may also assign or delete: metadata only. Assigning __class__,
 * __bases__, __code__, __annotations__ (dataclass code generation) and the like is
 * refused. */
static const char *const dunder_store[] = {
	"__name__", "__qualname__", "__doc__", "__module__", "__wrapped__", "__slots__",
	"__match_args__", "__hash__", "__notes__", "__cause__", "__context__",
	"__suppress_context__", "__all__", NULL,
};

/* Non-dunder names that expose frames, code objects or cells. */
static const char *const internals[] = {
	"f_back", "f_builtins", "f_code", "f_globals", "f_locals", "f_lasti", "f_lineno",
	"f_trace", "f_trace_lines", "f_trace_opcodes", "gi_code", "gi_frame",
	"gi_yieldfrom", "gi_running", "gi_suspended", "cr_await", "cr_code", "cr_frame",
	"cr_origin", "cr_running", "cr_suspended", "ag_await", "ag_code", "ag_frame",
	"ag_running", "tb_frame", "tb_next", "tb_lasti", "tb_lineno", "co_code",
	"co_consts", "co_names", "co_varnames", "co_freevars", "co_cellvars",
	"co_filename", "co_name", "co_qualname", "co_lnotab", "co_linetable",
	"co_exceptiontable", "co_positions", "co_lines", "co_firstlineno", "co_flags",
	"co_argcount", "co_nlocals", "co_stacksize", "cell_contents", "func_globals",
	"func_code", "func_closure", NULL,
};

static bool in(const char *const *t, const char *name)
{
	for (; *t; t++)
		if (strcmp(*t, name) == 0)
			return true;
	return false;
}

bool pol_attr_allowed(const char *name, bool store)
{
	size_t n = strlen(name);

	if (n >= 4 && name[0] == '_' && name[1] == '_' && name[n - 1] == '_' && name[n - 2] == '_')
		return store ? in(dunder_store, name) : in(dunder_load, name);
	return !in(internals, name);
}

/* Dunder names a Name node may use: the data-model names a class body defines, and the
 * module's __name__; never __builtins__, __import__, __loader__, __spec__, __file__. */
bool pol_name_allowed(const char *name)
{
	size_t n = strlen(name);

	if (n >= 4 && name[0] == '_' && name[1] == '_' && name[n - 1] == '_' && name[n - 2] == '_')
		return in(dunder_load, name) || strcmp(name, "__debug__") == 0;
	return true;
}
