n = 0
msg = f"value: {10 % n}"
