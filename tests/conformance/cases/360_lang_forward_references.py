# Forward references in annotations and typing constructs (tree and linked-list code).
from typing import Optional, List, Dict, TypeVar
import dataclasses
T = TypeVar("T", bound="Comparable")
@dataclasses.dataclass
class Node:
    val: int
    next: Optional["Node"] = None
    children: List["Node"] = dataclasses.field(default_factory=list)
def build(vals: List[int]) -> Optional["Node"]:
    head = None
    for v in reversed(vals):
        head = Node(v, head)
    return head
h = build([1, 2, 3])
out = []
while h:
    out.append(h.val)
    h = h.next
try:
    Optional["1 +"]
except SyntaxError as e:
    out.append(str(e))
result = [out, repr(Optional["Node"]), repr(Dict[str, "Node"]), repr(T)]
