x = 5
pass
