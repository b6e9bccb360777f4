["héllo ✓ 𝄞", "a\u2028b", "nul\x00here", "tab\tnew\nline\r", "\x7f\x1b"]
