big = 10 ** 5000
print("made it")
s = str(big)
