# technique: help() -> pydoc pager (subprocess, files)
# expect: SandboxError: help() is not available in the sandbox (pydoc reads files and starts a pager)
help("os")
