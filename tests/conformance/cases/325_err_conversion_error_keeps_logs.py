class Weird:
    def __repr__(self):
        raise RuntimeError("repr exploded")
for i in range(3):
    print("log", i)
{"w": Weird()}
