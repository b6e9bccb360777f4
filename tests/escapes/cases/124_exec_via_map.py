# technique: exec called by map() from C
# expect: SandboxError: exec() is not available in the sandbox
list(map(exec, ["import os; os.system('id')"]))
