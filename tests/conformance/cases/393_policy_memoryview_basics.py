# memoryview is stock: indexing, slicing without copying, casts, tolist, release.
data = bytearray(b"hello world")
mv = memoryview(data)
print(mv[0], bytes(mv[:5]), mv.nbytes, mv.readonly, mv.format, mv.itemsize, len(mv))
mv[0] = ord("J")
print(data)
view = mv[6:]
view[:] = b"WORLD"
print(data.decode(), view.tobytes(), view.tolist()[:2])
nums = memoryview(bytes(range(8))).cast("H")
print(nums.tolist(), nums.shape, nums.strides)
m2 = memoryview(b"abc")
try:
    m2[0] = 1
except TypeError as e:
    print("TypeError:", e)
with memoryview(b"xyz") as m3:
    print(m3.hex(), m3 == b"xyz")
try:
    m3[0]
except ValueError as e:
    print("ValueError:", e)
mv.release()
print(mv.obj if False else "released", bytes(data[:3]))
