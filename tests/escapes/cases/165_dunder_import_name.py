# technique: __import__ by name
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
__import__("os").system("touch MARKER_PATH")
