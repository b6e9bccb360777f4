# technique: copy.copy + __reduce__ returning (eval, (src,)) so stdlib code calls eval for us
# expect: SandboxError: eval() is not available in the sandbox (runs text the policy never checked)
import copy
class Evil:
    def __reduce__(self):
        return (eval, ("open('CANARY_PATH').read()",))
copy.copy(Evil())
