try:
    int("1" * 4301)
except ValueError as e:
    print(e)
len(str(10 ** 4299))
