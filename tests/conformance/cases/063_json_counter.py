from collections import Counter
Counter("abracadabra")
