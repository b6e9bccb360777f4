# technique: __del__ raising SystemExit (reported as unraisable; must not end the worker or server)
# expect: ok
class Bomb:
    def __del__(self):
        raise SystemExit(7)
b = Bomb()
del b
"still here"
