from operator import itemgetter, attrgetter
people = [("bob", 25, "NY"), ("alice", 30, "LA"), ("carol", 25, "LA"), ("dave", 30, "NY")]
by_age_name = sorted(people, key=lambda p: (p[1], p[0]))
by_age_desc = sorted(people, key=itemgetter(1), reverse=True)
by_city_then_age = sorted(people, key=itemgetter(2, 1))
words = sorted(["Banana", "apple", "cherry", "Apple"], key=str.lower)
lengths = sorted(["ccc", "a", "bb", "dd"], key=len)
square = (lambda x: x * x)(7)
[by_age_name, by_age_desc, by_city_then_age, words, lengths, square]
