# technique: a 350000-character string of U+10000: _Encoder.emit counts code points (350002 < 1 MiB) while the JSON form is 1400002 bytes of UTF-8, over the 1 MiB result limit: the oversized result is returned instead of ResultTooLarge
# expect: ResultTooLarge: larger than 1048576 bytes
result = "\U00010000" * 350000
