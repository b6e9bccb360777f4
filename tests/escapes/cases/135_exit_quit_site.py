# technique: site helpers exit()/quit() (SystemExit in the host)
# expect: NameError | SandboxError
exit(0)
