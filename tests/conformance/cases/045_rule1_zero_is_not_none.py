result = "ignored"
0
