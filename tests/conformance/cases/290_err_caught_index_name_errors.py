out = []
try:
    [][0]
except IndexError as e:
    out.append(("IndexError", str(e)))
try:
    undefined_thing
except NameError as e:
    out.append(("NameError", str(e), e.name))
try:
    "abc".nope
except AttributeError as e:
    out.append(("AttributeError", str(e), e.name))
try:
    (1, 2)[5]
except LookupError as e:
    out.append((type(e).__name__, str(e)))
out
