# A structured array (its .tolist() gives tuples -> arrays) and record access; its
# result_type shows the structured dtype.
import numpy as np

people = np.array([("ann", 31, 1.62), ("bob", 27, 1.80), ("cyd", 45, 1.75)],
                  dtype=[("name", "U8"), ("age", "i4"), ("height", "f8")])
print(people["name"], people["age"].mean())
print(np.sort(people, order="age")["name"])
print(people[people["height"] > 1.7])
people
