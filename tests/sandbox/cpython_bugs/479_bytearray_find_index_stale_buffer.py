# technique: bytearray.find/count/index/startswith... take the buffer pointer and size, then convert start/end (__index__): emptying the bytearray there made the search run over freed memory (a read oracle)
# expect: any
class J:
    def __index__(self):
        c.clear()
        junk = [bytearray(8) for _ in range(50)]
        return 0
c = bytearray(b"\x00" * 64)
assert c.find(b"\x00\x00", J()) == -1, "searched freed memory"
c = bytearray(b"\x00" * 64)
assert c.count(b"\x00", J()) == 0, "counted freed memory"
print("searched the live bytearray")
