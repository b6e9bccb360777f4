# technique: dataclasses wraps the generated __repr__ in reprlib's recursion guard (code from reprlib.py), so a guard applied only to functions compiled from "<string>" skipped it: C.__repr__(any object) ran generated code, which reads private names on self, on a stdlib object
# expect: any
import dataclasses, pprint
@dataclasses.dataclass
class C:
    _dispatch: int = 0
print(C.__repr__(pprint.PrettyPrinter()))
