# technique: a Field's name mutated after @dataclass, then dataclasses.replace reads getattr(obj, name)
# expect: any
import dataclasses
@dataclasses.dataclass
class D:
    x: int = 1
dataclasses.fields(D)[0].name = "gi_frame"
dataclasses.replace(D())
