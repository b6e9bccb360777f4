# technique: match/case keyword pattern object(__globals__=g) reads an attribute named only in MatchClass.kwd_attrs
# expect: SandboxError: access to attribute '__globals__' is not allowed
# gap: only refused if the AST check also walks MatchClass.kwd_attrs (not an Attribute node)
import json
match json.dumps:
    case object(__globals__=g):
        pass
os_mod = g["__builtins__"]["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
