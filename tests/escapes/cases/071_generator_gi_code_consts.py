# technique: gi_code.co_consts / co_names to read code internals
# expect: SandboxError: access to attribute 'gi_code' is not allowed
def gen():
    yield "hidden"
g = gen()
g.gi_code.co_consts
