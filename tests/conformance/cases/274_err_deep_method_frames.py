class Repo:
    def __init__(self):
        self.rows = {"a": {"v": 1}}
    def get(self, k):
        return self._lookup(k)
    def _lookup(self, k):
        return self._fetch(k)["v"]
    def _fetch(self, k):
        return self.rows[k]
class Service:
    def __init__(self):
        self.repo = Repo()
    def run(self, k):
        return self.repo.get(k) * 2
print(Service().run("a"))
Service().run("b")
