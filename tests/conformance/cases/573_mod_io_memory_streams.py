# io's in-memory streams, as code that builds text or bytes in a buffer uses them.
import io
import csv

buf = io.StringIO()
w = csv.writer(buf)
w.writerows([["name", "n"], ["ann", 3], ["bob", 4]])
text = buf.getvalue()
print(repr(text))
rows = list(csv.DictReader(io.StringIO(text)))
print(rows)
b = io.BytesIO()
b.write(b"hello ")
b.write("wörld".encode())
b.seek(0)
print(b.read(5), b.tell(), b.getbuffer().nbytes)
t = io.TextIOWrapper(io.BytesIO(b"line 1\nline 2\n"), encoding="utf-8")
print([l.rstrip() for l in t])
s = io.StringIO("x = 1\ny = 2\n")
print(s.readline(), s.read(), s.closed, isinstance(s, io.TextIOBase), io.SEEK_SET, io.SEEK_END)
try:
    io.StringIO("abc").fileno()
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
print(io.DEFAULT_BUFFER_SIZE > 0, sorted(n for n in io.__all__ if "Bytes" in n))
rows
