# technique: the same forwarding class built with type() (no class statement for the AST to see)
# expect: SandboxError: class 'G' may not inherit the attribute forwarding of a stdlib class
import typing
GA = type(typing.List[int])
G = type("G", (GA,), {}, _root=True)
