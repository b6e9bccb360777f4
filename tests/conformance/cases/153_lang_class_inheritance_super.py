class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return super().speak() + " (woof)"
d = Dog("Rex", "lab")
[d.speak(), d.breed, isinstance(d, Animal), issubclass(Dog, Animal)]
