import math
math.exp(1000)
