class Bad:
    def __repr__(self):
        return 5
[Bad()]
