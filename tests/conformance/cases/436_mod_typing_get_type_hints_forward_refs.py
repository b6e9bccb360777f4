# typing.get_type_hints resolves forward references written as strings: self references,
# references to later classes, Optional/List of them, dataclass fields and methods.
import typing
from typing import Optional, List, get_type_hints
from dataclasses import dataclass

class Node:
    value: int
    next: Optional["Node"]
    children: "List[Node]"
    def link(self, other: "Node") -> "Node":
        return other
print(get_type_hints(Node))
print(get_type_hints(Node.link))
def build(n: "Tree", depth: "int" = 0) -> "Optional[Tree]":
    return None
class Tree:
    left: "Tree"
    right: "typing.Optional[Tree]"
print(get_type_hints(build))
print(get_type_hints(Tree))
@dataclass
class Account:
    owner: "Person"
    balance: "float" = 0.0
@dataclass
class Person:
    name: str
    accounts: "list[Account]"
print(get_type_hints(Account), get_type_hints(Person))
ref = typing.ForwardRef("Node")
print(repr(ref), ref.__forward_arg__)
try:
    def bad(x: "Missing"): pass
    get_type_hints(bad)
except NameError as e:
    print("NameError:", e)
def local_scope():
    class Inner:
        peer: "Inner"
    return get_type_hints(Inner, localns={"Inner": Inner})
print(local_scope())
