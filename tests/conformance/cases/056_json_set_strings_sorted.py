{"pear", "apple", "fig", "banana"}
