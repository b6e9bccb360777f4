# technique: dataclasses re-exports inspect; inspect.stack() hands out frames
# expect: AttributeError: module 'dataclasses' has no attribute 'inspect'
import dataclasses
caller = dataclasses.inspect.stack()[0].frame
caller
