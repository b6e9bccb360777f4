print("big result coming")
"x" * (2 * 1024 * 1024)
