# technique: a hand-made PNG that is well-formed chunk by chunk (signature, IHDR first, every CRC right, IEND last) but claims 40000 x 1 pixels, over the supervisor's 32768-pixel side, appended to this call's figures through sympy's eval; the supervisor must refuse it (it never decodes the image data)
# expect: WorkerProtocolError: not a well-formed PNG
import struct
import zlib
import sympy

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

width = 40000
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, 1, 8, 0, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(b"\x00" * (width + 1))) + chunk(b"IEND", b""))
sci = sympy.parse_expr('__import__("sys")').modules["_safepy_science"]
sci._figures.append(png)
len(png)
