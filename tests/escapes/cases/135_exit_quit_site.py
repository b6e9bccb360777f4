# technique: site helpers exit()/quit() (SystemExit in the host)
# expect: SystemExit
exit(0)
