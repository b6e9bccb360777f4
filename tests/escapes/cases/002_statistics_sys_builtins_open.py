# technique: module re-export chain statistics.sys -> sys.modules['builtins'].open
# expect: AttributeError: module 'statistics' has no attribute 'sys'
import statistics
real_builtins = statistics.sys.modules["builtins"]
real_builtins.open("CANARY_PATH").read()
