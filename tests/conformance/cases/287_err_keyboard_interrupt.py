print("working")
raise KeyboardInterrupt
