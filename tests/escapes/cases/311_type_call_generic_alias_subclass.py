# technique: the same forwarding class built with type() (no class statement for the AST to see)
# expect: any
import typing
GA = type(typing.List[int])
G = type("G", (GA,), {}, _root=True)
