# csv over in-memory text: reader with quoting and dialect options, DictReader,
# writer/DictWriter into a user object with write(), Sniffer.
import csv
text = '''name,age,city
"Doe, Jane",34,"New
York"
Bob,27,Paris
"Al ""The Pal""",41,Rome
'''
rows = list(csv.reader(text.splitlines(keepends=True)))
print(rows)
for r in csv.DictReader(text.splitlines(keepends=True)):
    print(dict(r))
class Sink:
    def __init__(self):
        self.chunks = []
    def write(self, s):
        self.chunks.append(s)
        return len(s)
sink = Sink()
w = csv.writer(sink, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
w.writerow(["a", "b,c", 'say "hi"', 3, None, 1.5])
w.writerows([[1, 2], ["x\ny", ""]])
print(repr("".join(sink.chunks)))
sink2 = Sink()
dw = csv.DictWriter(sink2, fieldnames=["id", "name"], extrasaction="ignore", lineterminator="\r\n")
dw.writeheader()
dw.writerow({"id": 1, "name": "pen", "extra": "x"})
print(repr("".join(sink2.chunks)))
print(list(csv.reader(["a;b;'c;d'"], delimiter=";", quotechar="'")), list(csv.reader(["1\t2"], dialect="excel-tab")))
dialect = csv.Sniffer().sniff("a;b;c\n1;2;3\n")
print(dialect.delimiter, csv.Sniffer().has_header("name,age\nann,3\nbo,4\n"))
try:
    list(csv.reader(['"unterminated'], strict=True))
except csv.Error as e:
    print("Error:", e)
print(sorted(csv.list_dialects()), csv.QUOTE_ALL)
