[7 // 2, -7 // 2, 7 % 3, -7 % 3, 7 % -3, divmod(-7, 2), 2 ** 10, 2 ** -1, round(2.5), round(3.5),
 round(2.675, 2), round(-0.5), round(1234.5678, -2), int(-3.9), int("ff", 16), int("0b101", 0),
 (255).bit_length(), 5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 70, -(1 << 3) >> 1, (1024).to_bytes(2, "big"),
 int.from_bytes(b"\x01\x00", "little"), 0.1 + 0.2 == 0.3, (0.5).as_integer_ratio(), (2.0).is_integer(),
 float("1e3"), 3 / 2, abs(-4.5), pow(3, 4, 5), pow(2, -1, 7), 10,
 float.fromhex("0x1.8p1"), (1.5).hex(), 1_000_000, 0o17, 0xff, 1e-3 * 1000]
