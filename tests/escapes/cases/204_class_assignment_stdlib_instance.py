# technique: __class__ assignment on a stdlib instance (random.Random) to hook it
# expect: any
import random
class Hooked(random.Random):
    def random(self):
        return 0.0
r = random.Random()
r.__class__ = Hooked
r.random()
