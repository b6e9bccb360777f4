# A tiny language: a regex tokenizer, a recursive-descent parser producing dataclass AST
# nodes, and a tree-walking interpreter with variables, functions and error reporting.
import re
import math
from dataclasses import dataclass
from typing import List, Union

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d+)?"),
    ("NAME", r"[A-Za-z_]\w*"),
    ("OP", r"\*\*|[-+*/%(),=^]"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
TOKEN_RE = re.compile("|".join("(?P<%s>%s)" % pair for pair in TOKEN_SPEC))

@dataclass
class Token:
    kind: str
    value: str
    pos: int

class ParseError(Exception):
    pass

def tokenize(text):
    for m in TOKEN_RE.finditer(text):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise ParseError(f"unexpected character {m.group()!r} at {m.start()}")
        yield Token(kind, m.group(), m.start())
    yield Token("EOF", "", len(text))

@dataclass
class Num:
    value: float
@dataclass
class Var:
    name: str
@dataclass
class BinOp:
    op: str
    left: "Node"
    right: "Node"
@dataclass
class Neg:
    operand: "Node"
@dataclass
class Call:
    func: str
    args: List["Node"]
@dataclass
class Assign:
    name: str
    value: "Node"
Node = Union[Num, Var, BinOp, Neg, Call, Assign]

class Parser:
    def __init__(self, text):
        self.tokens = list(tokenize(text))
        self.i = 0

    @property
    def tok(self):
        return self.tokens[self.i]

    def eat(self, kind, value=None):
        t = self.tok
        if t.kind != kind or (value is not None and t.value != value):
            raise ParseError(f"expected {value or kind} at {t.pos}, got {t.value or t.kind!r}")
        self.i += 1
        return t

    def parse(self):
        if self.tok.kind == "NAME" and self.tokens[self.i + 1].value == "=":
            name = self.eat("NAME").value
            self.eat("OP", "=")
            node = Assign(name, self.expr())
        else:
            node = self.expr()
        self.eat("EOF")
        return node

    def expr(self):
        node = self.term()
        while self.tok.value in ("+", "-"):
            op = self.eat("OP").value
            node = BinOp(op, node, self.term())
        return node

    def term(self):
        node = self.factor()
        while self.tok.value in ("*", "/", "%"):
            op = self.eat("OP").value
            node = BinOp(op, node, self.factor())
        return node

    def factor(self):
        if self.tok.value == "-":
            self.eat("OP")
            return Neg(self.factor())
        base = self.atom()
        if self.tok.value in ("^", "**"):
            self.eat("OP")
            return BinOp("^", base, self.factor())
        return base

    def atom(self):
        t = self.tok
        if t.kind == "NUMBER":
            self.eat("NUMBER")
            return Num(float(t.value))
        if t.kind == "NAME":
            self.eat("NAME")
            if self.tok.value == "(":
                self.eat("OP", "(")
                args = []
                if self.tok.value != ")":
                    args.append(self.expr())
                    while self.tok.value == ",":
                        self.eat("OP", ",")
                        args.append(self.expr())
                self.eat("OP", ")")
                return Call(t.value, args)
            return Var(t.value)
        if t.value == "(":
            self.eat("OP", "(")
            node = self.expr()
            self.eat("OP", ")")
            return node
        raise ParseError(f"unexpected {t.value or t.kind!r} at {t.pos}")

class Interpreter:
    FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs,
             "round": lambda x, n=0: round(x, int(n))}
    OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "/": lambda a, b: a / b, "%": lambda a, b: a % b, "^": lambda a, b: a ** b}

    def __init__(self):
        self.env = {"pi": math.pi}

    def eval(self, node):
        method = getattr(self, "eval_" + type(node).__name__)
        return method(node)

    def eval_Num(self, node):
        return node.value

    def eval_Var(self, node):
        try:
            return self.env[node.name]
        except KeyError:
            raise NameError(f"undefined variable {node.name!r}") from None

    def eval_BinOp(self, node):
        return self.OPS[node.op](self.eval(node.left), self.eval(node.right))

    def eval_Neg(self, node):
        return -self.eval(node.operand)

    def eval_Call(self, node):
        if node.func not in self.FUNCS:
            raise NameError(f"unknown function {node.func!r}")
        return self.FUNCS[node.func](*[self.eval(a) for a in node.args])

    def eval_Assign(self, node):
        self.env[node.name] = self.eval(node.value)
        return self.env[node.name]

    def run(self, line):
        try:
            return self.eval(Parser(line).parse())
        except (ParseError, NameError, ZeroDivisionError, ValueError) as e:
            return f"{type(e).__name__}: {e}"

interp = Interpreter()
program = ["x = 3", "y = x * (2 + 4) - 1", "y / 2", "-x ^ 2", "2 ** 3 ** 2", "sqrt(16) + max(1, y, 7)",
           "r = 2.5", "round(pi * r ^ 2, 3)", "z + 1", "10 / (x - 3)", "3 $ 4", "foo(1)", "(1 + 2", "sqrt(-1)", "17 % 5"]
for line in program:
    print(f"{line:<24} => {interp.run(line)}")
print(Parser("a = -(b + 2) * c").parse())
print(sorted(interp.env))
