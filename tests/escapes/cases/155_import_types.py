# technique: import types (FunctionType/CodeType constructors)
# expect: ImportError: import of 'types' is not allowed
import types
types.FunctionType
