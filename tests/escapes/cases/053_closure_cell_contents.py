# technique: __closure__ cells of a closure to pull captured objects out
# expect: SandboxError: access to attribute '__closure__' is not allowed
def outer():
    secret = open
    return lambda: secret
cells = outer().__closure__
cells[0].cell_contents("CANARY_PATH").read()
