# technique: import inspect (frames via inspect)
# expect: ModuleNotFoundError: import of 'inspect' is not allowed; allowed: 
import inspect
inspect.stack()[1].frame
