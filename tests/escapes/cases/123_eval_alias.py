# technique: eval through an alias taken out of a container
# expect: SandboxError: eval() is not available in the sandbox (runs text the policy never checked)
run = dict(x=eval)["x"]
run("open('CANARY_PATH').read()")
