# technique: fullwidth __ｉｍｐｏｒｔ__ name
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
__ｉｍｐｏｒｔ__("os").system("touch MARKER_PATH")
