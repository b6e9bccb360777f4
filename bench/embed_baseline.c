/* SPDX-License-Identifier: MIT */
/* Benchmark baseline: the same libpython3.11 the workers embed (linked the same way,
 * static by default), with no sandbox.
 * Usage: safepy-embed-baseline FILE [SETUP] -> prints the milliseconds one exec of FILE took
 * (compiled first, then run once in a fresh interpreter, like a safepy call): the
 * measure of what the sandbox itself costs, apart from how CPython is linked. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	/* argv[2], optional: statements run before the clock starts (the imports a safepy
	 * worker has already done), so module loading is not counted against the baseline. */
	const char *prog =
		"import sys, time\n"
		"exec(sys.argv[2] if len(sys.argv) > 2 else '', {})\n"
		"c = compile(open(sys.argv[1]).read(), '<code>', 'exec')\n"
		"t = time.perf_counter()\n"
		"exec(c, {'__name__': '__main__'})\n"
		"print((time.perf_counter() - t) * 1e3)\n";
	PyObject *args;

	if (argc != 2 && argc != 3) {
		fprintf(stderr, "usage: %s FILE [SETUP]\n", argv[0]);
		return 2;
	}
	Py_Initialize();
	args = argc == 3 ? Py_BuildValue("[sss]", argv[0], argv[1], argv[2])
			 : Py_BuildValue("[ss]", argv[0], argv[1]);
	if (args == NULL || PySys_SetObject("argv", args) < 0)
		return 1;
	return PyRun_SimpleString(prog) == 0 ? 0 : 1;
}
