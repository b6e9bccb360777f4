{10 ** 5000: "too big a key"}
