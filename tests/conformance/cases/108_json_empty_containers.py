[[], {}, (), set(), frozenset(), "", b""]
