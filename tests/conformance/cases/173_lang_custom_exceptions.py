class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    pass
class Invalid(AppError):
    def __str__(self):
        return f"[{self.code}] invalid: {self.args[0]}"
out = []
for exc in [NotFound(404, "nope"), Invalid(422, "bad"), ValueError("plain")]:
    try:
        raise exc
    except AppError as e:
        out.append((type(e).__name__, e.code, str(e)))
    except Exception as e:
        out.append(("other", str(e)))
out
