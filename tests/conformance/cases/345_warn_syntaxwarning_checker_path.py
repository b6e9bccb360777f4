# a word starting with an underscore: the checker path
_y = 2 is 2
_y
