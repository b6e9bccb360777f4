result = None
