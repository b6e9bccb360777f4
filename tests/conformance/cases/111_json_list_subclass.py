class L(list):
    def __repr__(self):
        return "L!"
L([1, (2, 3)])
