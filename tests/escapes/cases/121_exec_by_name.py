# technique: exec by name with source the AST check never sees
# expect: SandboxError: exec() is not available in the sandbox (runs text the policy never checked)
exec("import os\nresult = os.environ['SAFEPY_CANARY_SECRET']")
