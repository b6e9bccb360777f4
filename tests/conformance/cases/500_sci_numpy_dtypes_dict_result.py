# Arrays of several dtypes inside a dict result: each becomes nested arrays of what
# .tolist() gives, converted by the JSON rules (complex elements as repr strings).
import numpy as np

result = {
    "bool": np.array([[True, False], [False, True]]),
    "int8": np.array([-128, 0, 127], dtype=np.int8),
    "uint16": np.arange(3, dtype=np.uint16) * 1000,
    "float32": np.array([0.1, 0.25], dtype=np.float32),
    "float16": np.array([1 / 3], dtype=np.float16),
    "complex": np.array([1 + 2j, -0.5j]),
    "str": np.array(["alpha", "b"]),
    "object": np.array([1, "two", None, [3]], dtype=object),
    "uint64": np.array([2**64 - 1, 2**53, 2**53 + 1], dtype=np.uint64),
    "empty": np.zeros((2, 0)),
}
print({k: str(v.dtype) for k, v in result.items()})
