# Graph algorithms on an adjacency-list class: BFS shortest path, DFS (recursive and
# iterative), Dijkstra with heapq, Kahn's topological sort, cycle detection, connected
# components, union-find Kruskal MST, Bellman-Ford and Floyd-Warshall.
import heapq
from collections import defaultdict, deque

class Graph:
    def __init__(self, directed=False):
        self.directed = directed
        self.adj = defaultdict(list)
        self.nodes = []

    def add_edge(self, u, v, w=1):
        for n in (u, v):
            if n not in self.adj:
                self.adj[n]
                self.nodes.append(n)
        self.adj[u].append((v, w))
        if not self.directed:
            self.adj[v].append((u, w))

    def edges(self):
        seen = set()
        for u in self.nodes:
            for v, w in self.adj[u]:
                key = (u, v) if self.directed else tuple(sorted((u, v)))
                if key not in seen:
                    seen.add(key)
                    yield u, v, w

    def bfs_path(self, start, goal):
        prev = {start: None}
        q = deque([start])
        while q:
            u = q.popleft()
            if u == goal:
                path = []
                while u is not None:
                    path.append(u)
                    u = prev[u]
                return path[::-1]
            for v, _ in self.adj[u]:
                if v not in prev:
                    prev[v] = u
                    q.append(v)
        return None

    def dfs(self, start, seen=None):
        seen = [] if seen is None else seen
        seen.append(start)
        for v, _ in self.adj[start]:
            if v not in seen:
                self.dfs(v, seen)
        return seen

    def dfs_iter(self, start):
        order, stack, seen = [], [start], set()
        while stack:
            u = stack.pop()
            if u in seen:
                continue
            seen.add(u)
            order.append(u)
            stack.extend(v for v, _ in reversed(self.adj[u]) if v not in seen)
        return order

    def dijkstra(self, src):
        dist = {n: float("inf") for n in self.nodes}
        dist[src] = 0
        pq = [(0, src)]
        while pq:
            d, u = heapq.heappop(pq)
            if d > dist[u]:
                continue
            for v, w in self.adj[u]:
                if d + w < dist[v]:
                    dist[v] = d + w
                    heapq.heappush(pq, (dist[v], v))
        return dist

    def topo_sort(self):
        indeg = {n: 0 for n in self.nodes}
        for u in self.nodes:
            for v, _ in self.adj[u]:
                indeg[v] += 1
        q = deque(n for n in self.nodes if indeg[n] == 0)
        order = []
        while q:
            u = q.popleft()
            order.append(u)
            for v, _ in self.adj[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    q.append(v)
        if len(order) != len(self.nodes):
            raise ValueError("graph has a cycle")
        return order

    def has_cycle(self):
        WHITE, GRAY, BLACK = 0, 1, 2
        color = {n: WHITE for n in self.nodes}
        def visit(u):
            color[u] = GRAY
            for v, _ in self.adj[u]:
                if color[v] == GRAY or (color[v] == WHITE and visit(v)):
                    return True
            color[u] = BLACK
            return False
        return any(color[n] == WHITE and visit(n) for n in self.nodes)

    def components(self):
        seen, comps = set(), []
        for n in self.nodes:
            if n not in seen:
                comp = self.dfs_iter(n)
                seen.update(comp)
                comps.append(sorted(comp))
        return comps

class UnionFind:
    def __init__(self, items):
        self.parent = {i: i for i in items}
        self.rank = {i: 0 for i in items}
    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x
    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.rank[ra] += self.rank[ra] == self.rank[rb]
        return True

def kruskal(g):
    uf = UnionFind(g.nodes)
    mst = [(u, v, w) for u, v, w in sorted(g.edges(), key=lambda e: (e[2], e[0], e[1])) if uf.union(u, v)]
    return mst, sum(w for *_, w in mst)

def bellman_ford(g, src):
    dist = {n: float("inf") for n in g.nodes}
    dist[src] = 0
    for _ in range(len(g.nodes) - 1):
        for u, v, w in g.edges():
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    return dist

def floyd_warshall(g):
    nodes = g.nodes
    d = {(a, b): (0 if a == b else float("inf")) for a in nodes for b in nodes}
    for u, v, w in g.edges():
        d[u, v] = min(d[u, v], w)
        if not g.directed:
            d[v, u] = min(d[v, u], w)
    for k in nodes:
        for i in nodes:
            for j in nodes:
                if d[i, k] + d[k, j] < d[i, j]:
                    d[i, j] = d[i, k] + d[k, j]
    return d

g = Graph()
for u, v, w in [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("G", "H", 1)]:
    g.add_edge(u, v, w)
print("BFS path A->F:", g.bfs_path("A", "F"))
print("DFS:", g.dfs("A"), "iterative:", g.dfs_iter("A"))
print("Dijkstra:", g.dijkstra("A"))
print("Components:", g.components())
print("MST:", kruskal(g))
fw = floyd_warshall(g)
print("FW A->F:", fw["A", "F"], "A->G:", fw["A", "G"])
dag = Graph(directed=True)
for u, v in [("shirt", "tie"), ("tie", "jacket"), ("pants", "shoes"), ("pants", "belt"), ("belt", "jacket"), ("shirt", "belt"), ("socks", "shoes")]:
    dag.add_edge(u, v)
print("Topo:", dag.topo_sort(), "cycle:", dag.has_cycle())
dag.add_edge("jacket", "shirt")
print("cycle now:", dag.has_cycle())
try:
    dag.topo_sort()
except ValueError as e:
    print("ValueError:", e)
neg = Graph(directed=True)
for u, v, w in [("s", "a", 4), ("s", "b", 5), ("b", "a", -3), ("a", "t", 2)]:
    neg.add_edge(u, v, w)
print("Bellman-Ford:", bellman_ford(neg, "s"))
