# technique: queue.types.FunctionType / CodeType to forge functions
# expect: AttributeError: module 'queue' has no attribute 'types'
import queue
FunctionType = queue.types.FunctionType
FunctionType
