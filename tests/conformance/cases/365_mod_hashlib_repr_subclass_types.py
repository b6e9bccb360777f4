# reprs of hashlib objects, including shake_128 (a subclass of the HASH type whose repr
# the sandbox masks): the text before the address.
import hashlib
result = [repr(h).split(" object")[0] for h in (hashlib.sha256(b"x"), hashlib.shake_128(b"x"), hashlib.md5())]
