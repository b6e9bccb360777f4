# technique: (regression, not an attack) dataclass(init=False) without a docstring used to be refused (inspect.signature's ast.parse)
# expect: ok
import dataclasses
@dataclasses.dataclass(init=False)
class A:
    x: int = 1
repr(A())
