# What a library sees of sys.stdout (pprint keeps it): a UTF-8 text stream without a file
# descriptor.
import io
import pprint

out = pprint.PrettyPrinter()._stream
print(out.encoding, out.errors, out.writable(), out.readable(), out.seekable(), out.isatty())
try:
    out.fileno()
except io.UnsupportedOperation as e:
    print("UnsupportedOperation:", e)
out.write("written ✓\n")
out.flush()
print("é", "→", "😀", file=out)
