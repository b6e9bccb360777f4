# numpy scalars inside a list: .item() converted by the rules (bool_ -> true, int64 -> a
# number, uint64 above 2**53 -> a string, complex -> repr string, float64/str_ as float/str).
import numpy as np

vals = [np.int64(5), np.int32(-7), np.uint64(2**64 - 1), np.float32(0.1), np.float64(2.5),
        np.float64("nan"), np.float32("-inf"), np.bool_(True), np.bool_(False),
        np.complex128(1 + 2j), np.str_("text"), np.bytes_(b"raw"), np.int8(-3)]
for v in vals:
    print(type(v).__name__, repr(v), v)
vals
