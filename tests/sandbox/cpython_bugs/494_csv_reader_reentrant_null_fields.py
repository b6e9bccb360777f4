# technique: csv reader's input iterator calls next() on the same reader; the inner Reader_iternext finishes a record and sets self->fields = NULL, the outer then parse_save_field -> PyList_Append(NULL, field) -> NULL dereference (SIGSEGV)
# expect: any
import csv
depth = [0]
class It:
    def __iter__(self): return self
    def __next__(self):
        depth[0] += 1
        if depth[0] == 1:
            print("inner", next(R))
        return "a,b,c\n"
R = csv.reader(It())
print(next(R))
"done"
