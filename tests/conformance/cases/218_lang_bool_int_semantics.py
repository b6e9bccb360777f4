[True + True, True * 10, sum([True, False, True]), int(True), str(False), bool("False"), bool(0.0),
 bool([0]), None is None, [] == [], [] is [], 1 == 1.0, hash(1) == hash(1.0), {1: "a", 1.0: "b"}]
