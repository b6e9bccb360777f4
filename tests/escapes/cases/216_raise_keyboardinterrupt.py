# technique: raise KeyboardInterrupt past except Exception handlers
# expect: KeyboardInterrupt
raise KeyboardInterrupt
