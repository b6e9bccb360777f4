# technique: help() -> pydoc pager (subprocess, files)
# expect: NameError | SandboxError
help("os")
