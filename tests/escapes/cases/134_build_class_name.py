# technique: calling __build_class__ by name
# expect: ok
__build_class__(lambda: None, "C")
