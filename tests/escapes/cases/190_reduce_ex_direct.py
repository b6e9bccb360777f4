# technique: object().__reduce_ex__(2)[0] is copyreg.__newobj__ (a function with copyreg globals)
# expect: SandboxError: access to attribute '__reduce_ex__' is not allowed
newobj = object().__reduce_ex__(2)[0]
newobj
