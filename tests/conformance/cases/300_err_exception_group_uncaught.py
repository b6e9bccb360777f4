errors = []
for i in range(2):
    try:
        raise ValueError(f"bad {i}")
    except ValueError as e:
        errors.append(e)
raise ExceptionGroup("validation failed", errors)
