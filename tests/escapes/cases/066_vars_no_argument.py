# technique: vars() without argument (= locals) -> __builtins__ -> open
# expect: SandboxError: open() is not available in the sandbox (there are no files)
ns = vars()
bi = ns["__builtins__"]
opener = bi["open"] if isinstance(bi, dict) else bi.open
opener("CANARY_PATH").read()
