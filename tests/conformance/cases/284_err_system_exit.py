print("exiting")
raise SystemExit(3)
