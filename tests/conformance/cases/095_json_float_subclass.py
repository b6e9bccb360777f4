class F(float):
    def __repr__(self):
        return "F!"
[F(1.5), F("nan")]
