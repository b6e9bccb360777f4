# A trie for autocomplete: insert with counts, search, prefix queries, suggestions ranked
# by frequency then alphabetically, deletion with pruning, and longest common prefix.
class TrieNode:
    def __init__(self):
        self.children = {}
        self.count = 0

class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        for w in words:
            self.insert(w)

    def insert(self, word, times=1):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
        node.count += times

    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def search(self, word):
        node = self._find(word)
        return bool(node and node.count)

    def starts_with(self, prefix):
        return self._find(prefix) is not None

    def _collect(self, node, prefix, out):
        if node.count:
            out.append((prefix, node.count))
        for ch in sorted(node.children):
            self._collect(node.children[ch], prefix + ch, out)

    def suggest(self, prefix, k=3):
        node = self._find(prefix)
        if node is None:
            return []
        out = []
        self._collect(node, prefix, out)
        return [w for w, _ in sorted(out, key=lambda wc: (-wc[1], wc[0]))[:k]]

    def delete(self, word):
        def _del(node, i):
            if i == len(word):
                if not node.count:
                    raise KeyError(word)
                node.count = 0
            else:
                child = node.children.get(word[i])
                if child is None:
                    raise KeyError(word)
                if _del(child, i + 1):
                    del node.children[word[i]]
            return not node.count and not node.children
        _del(self.root, 0)

    def __len__(self):
        out = []
        self._collect(self.root, "", out)
        return len(out)

    def longest_common_prefix(self):
        node, prefix = self.root, ""
        while len(node.children) == 1 and not node.count:
            ch, node = next(iter(node.children.items()))
            prefix += ch
        return prefix

corpus = "the then there these this that thus tree trie trip tripod the the this tree".split()
t = Trie(corpus)
print(len(t), t.search("the"), t.search("th"), t.starts_with("th"), t.starts_with("x"))
for p in ["th", "tr", "tri", "z", "the"]:
    print(p, t.suggest(p))
t.delete("tripod")
print(t.suggest("trip"), t.search("trip"), len(t))
try:
    t.delete("thee")
except KeyError as e:
    print("KeyError:", e)
print(Trie(["flower", "flow", "flight"]).longest_common_prefix(), repr(Trie(["dog", "car"]).longest_common_prefix()), Trie(["inter", "internet", "interval"]).longest_common_prefix())
