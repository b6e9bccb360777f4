# technique: a mutated Field name starting with _ made asdict read a stdlib base's private attribute
# expect: any
import pprint, dataclasses
@dataclasses.dataclass
class D(pprint.PrettyPrinter):
    x: int = 0
    def __deepcopy__(self, memo):
        return self
dataclasses.fields(D)[0].name = "_dispatch"
dataclasses.asdict(D(), dict_factory=lambda items: items)
