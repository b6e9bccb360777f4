# technique: exec called by map() from C
# expect: SandboxError: exec() is not available in the sandbox (runs text the policy never checked)
list(map(exec, ["import os; os.system('touch MARKER_PATH')"]))
