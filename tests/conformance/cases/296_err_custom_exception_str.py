class ValidationError(Exception):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem
    def __str__(self):
        return f"{self.field}: {self.problem}"
def validate(user):
    if not user.get("email"):
        raise ValidationError("email", "required")
validate({"name": "x"})
