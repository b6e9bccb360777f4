class S(str):
    def __str__(self):
        return "other"
print(S("x"), "y", sep=S("|"))
