# technique: make_dataclass with a code-carrying field name
# expect: TypeError: Field names must be valid identifiers
import dataclasses
dataclasses.make_dataclass("C", ["x=1;import os;("])
