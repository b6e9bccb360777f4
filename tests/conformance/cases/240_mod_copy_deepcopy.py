import copy
orig = {"a": [1, 2], "b": {"c": [3]}}
shallow = copy.copy(orig)
deep = copy.deepcopy(orig)
orig["a"].append(99)
orig["b"]["c"].append(100)
class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
root = Node(1)
root.children.append(Node(2))
root.children[0].children.append(root)
clone = copy.deepcopy(root)
cyc = [1]
cyc.append(cyc)
cyc2 = copy.deepcopy(cyc)
[shallow, deep, clone is not root, clone.children[0].children[0] is clone, clone.children[0].v, cyc2[1] is cyc2, cyc2 is not cyc]
