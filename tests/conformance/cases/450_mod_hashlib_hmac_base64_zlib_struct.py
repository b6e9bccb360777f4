# hashlib digests (incremental too), hmac, base64 variants, binascii, zlib round-trips and
# checksums, struct pack/unpack.
import hashlib, hmac, base64, binascii, zlib, struct
print(hashlib.sha256(b"abc").hexdigest(), hashlib.md5(b"").hexdigest(), hashlib.sha1(b"x").hexdigest()[:12])
h = hashlib.sha256()
for chunk in (b"a", b"b", b"c"):
    h.update(chunk)
print(h.hexdigest()[:16], h.name, h.digest_size, h.block_size, h.copy().hexdigest() == h.hexdigest())
print(hashlib.new("sha512", b"q").hexdigest()[:16], hashlib.blake2b(b"k", digest_size=8).hexdigest(), hashlib.sha3_256(b"").hexdigest()[:16])
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex()[:16], hashlib.shake_128(b"s").hexdigest(8))
mac = hmac.new(b"secret", b"message", hashlib.sha256)
print(mac.hexdigest()[:20], hmac.compare_digest(mac.digest(), hmac.new(b"secret", b"message", "sha256").digest()), hmac.digest(b"k", b"m", "md5").hex())
raw = b"hello \xff world"
print(base64.b64encode(raw), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"hi"), base64.b16encode(b"hi"), base64.a85encode(b"hi"), base64.b85encode(b"hi"))
print(base64.b64decode(b"aGVsbG8="), base64.b64decode("aGVsbG8"[:4] + "bG8="), base64.standard_b64decode(b"YQ=="))
try:
    base64.b64decode(b"abc", validate=True)
except binascii.Error as e:
    print("Error:", e)
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.crc32(b"hello"), binascii.b2a_base64(b"x"))
data = b"repeat " * 100
comp = zlib.compress(data, 9)
print(len(data), len(comp), zlib.decompress(comp) == data, zlib.crc32(data), zlib.adler32(data))
co = zlib.compressobj()
stream = co.compress(data) + co.flush()
print(zlib.decompressobj().decompress(stream) == data)
try:
    zlib.decompress(b"not zlib")
except zlib.error as e:
    print("error:", e)
packed = struct.pack("<HiQ?3sf", 513, -2, 2 ** 40, True, b"abc", 1.5)
print(packed.hex(), struct.calcsize("<HiQ?3sf"), struct.unpack("<HiQ?3sf", packed), struct.unpack(">I", b"\x00\x00\x01\x00"))
print(list(struct.iter_unpack("<h", b"\x01\x00\x02\x00")), struct.Struct("!d").pack(2.0).hex())
try:
    struct.pack("b", 300)
except struct.error as e:
    print("error:", e)
