x: int = 3
