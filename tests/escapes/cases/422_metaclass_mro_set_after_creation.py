# technique: mro() added to a user metaclass after it was made (a plain name), then a class made with it gets an MRO without object (the path of case 415)
# expect: any
MM = type("MM", (type,), {})
MM.mro = lambda cls: (cls, type)
M2 = MM("M2", (type,), {})
print(M2.__mro__)
