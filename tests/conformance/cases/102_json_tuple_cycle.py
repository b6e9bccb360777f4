t = ([],)
t[0].append(t)
t
