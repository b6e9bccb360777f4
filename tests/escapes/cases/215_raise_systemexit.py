# technique: raise SystemExit to kill the host process (PyErr_Print exits on SystemExit)
# expect: SystemExit
raise SystemExit(0)
