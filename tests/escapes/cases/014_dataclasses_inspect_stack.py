# technique: dataclasses re-exports inspect; inspect.stack() hands out frames
# expect: AttributeError: 'inspect'
import dataclasses
caller = dataclasses.inspect.stack()[0].frame
caller
