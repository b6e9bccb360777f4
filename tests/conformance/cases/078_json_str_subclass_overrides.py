class S(str):
    def __str__(self):
        return "other"
    def __repr__(self):
        return "R"
[S("hi"), {S("key"): S("val")}]
