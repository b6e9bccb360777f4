class MyInt(int):
    def __repr__(self):
        return "MyInt!"
    def __str__(self):
        return "my"
MyInt(7)
