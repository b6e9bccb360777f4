# technique: queue.types.FunctionType / CodeType to forge functions
# expect: AttributeError: 'types'
import queue
FunctionType = queue.types.FunctionType
FunctionType
