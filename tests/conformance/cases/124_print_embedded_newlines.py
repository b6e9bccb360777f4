print("a\nb\n\nc")
print("\n")
