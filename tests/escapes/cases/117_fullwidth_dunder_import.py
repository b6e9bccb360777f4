# technique: fullwidth __ｉｍｐｏｒｔ__ name
# expect: SandboxError: use of name '__import__' is not allowed
__ｉｍｐｏｒｔ__("os").system("id")
