# technique: a class pattern's __match_args__ with a private name the check approved from the instance dict; a property read first deletes it, and the interpreter reads PrettyPrinter._dispatch (pprint's live table) instead (red-team pass 76; private match names refused)
# expect: any
import pprint

class C(pprint.PrettyPrinter):
    __match_args__ = ("a", "_dispatch")

    @property
    def a(self):
        del self._dispatch        # after the stand-in's check, before the interpreter's read
        return 1

o = C()
o._dispatch = 5                   # makes private_name_ok(o, "_dispatch") true for the check
match o:
    case C(x, table):
        pass

def hijack(self, obj, stream, indent, allowance, context, level):
    stream.write("HIJACKED list")

table[list.__repr__] = hijack     # the real table: every PrettyPrinter now calls user code
(type(table).__name__, len(table), list(table.values())[0], pprint.pformat(list(range(100))))
