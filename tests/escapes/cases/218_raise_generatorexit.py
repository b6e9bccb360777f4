# technique: raise GeneratorExit at top level (BaseException, not Exception)
# expect: GeneratorExit
raise GeneratorExit("bye")
