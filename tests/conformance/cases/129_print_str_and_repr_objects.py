class A:
    def __str__(self):
        return "A-str"
    def __repr__(self):
        return "A-repr"
class B:
    def __repr__(self):
        return "B-repr"
print(A(), B(), [A(), B()])
