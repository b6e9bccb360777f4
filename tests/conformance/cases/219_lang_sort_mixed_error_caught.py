try:
    sorted([3, "a", 1])
except TypeError as e:
    print("TypeError:", e)
"handled"
