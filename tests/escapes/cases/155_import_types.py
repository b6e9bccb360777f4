# technique: import types (FunctionType/CodeType constructors)
# expect: ModuleNotFoundError: import of 'types' is not allowed
import types
types.FunctionType
