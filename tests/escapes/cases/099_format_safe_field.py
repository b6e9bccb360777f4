# technique: control: a harmless attribute and index field must keep working
# expect: ok
"{0.real}-{1[a]}-{2:>4}".format(5, {"a": 1}, "x")
