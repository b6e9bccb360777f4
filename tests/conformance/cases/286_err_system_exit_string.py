raise SystemExit("bye now")
