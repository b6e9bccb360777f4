# technique: import types (FunctionType/CodeType constructors)
# expect: ModuleNotFoundError: import of 'types' is not allowed; allowed: 
import types
types.FunctionType
