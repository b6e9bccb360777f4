# isinstance() against runtime-checkable Protocols: structural for methods and attributes,
# nominal subclasses, None-blocked methods, and TypeError for a non-runtime Protocol.
from typing import Protocol, runtime_checkable, SupportsIndex, Iterable

@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...

@runtime_checkable
class Named(Protocol):
    name: str

class Plain(Protocol):
    def run(self) -> None: ...

class File:
    def close(self):
        pass

class Blocked:
    close = None

class Person:
    def __init__(self):
        self.name = "ann"

class Impl(Closer):
    pass

out = [isinstance(File(), Closer), isinstance(Blocked(), Closer), isinstance(1, Closer),
       isinstance(Person(), Named), isinstance(object(), Named), isinstance(Impl(), Closer),
       isinstance(3, SupportsIndex), isinstance("x", SupportsIndex), isinstance([1], Iterable)]
try:
    isinstance(File(), Plain)
except TypeError as e:
    out.append(str(e))
result = out
