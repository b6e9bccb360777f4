try:
    raise SystemExit(2)
except SystemExit as e:
    result = e.code
