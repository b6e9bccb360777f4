counter = 0
def bump():
    global counter
    counter += 1
    return counter
for _ in range(4):
    bump()
counter
