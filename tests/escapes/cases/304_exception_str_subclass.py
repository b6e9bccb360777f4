# technique: an exception whose str() is a str subclass with a lying __getitem__ broke the error report
# expect: E: boom
class S(str):
    def __getitem__(self, k):
        return 12345
class E(Exception):
    def __str__(self):
        return S("boom")
raise E()
