# technique: the result's __repr__ raises SystemExit while the harness serialises it
# expect: SystemExit
class R:
    def __repr__(self):
        raise SystemExit(1)
R()
