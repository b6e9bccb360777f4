# A tiny stack-based virtual machine: an assembler with labels, an Enum of opcodes,
# a dispatch table of bound methods, call/return frames, and programs for factorial,
# gcd and a loop printing squares.
from enum import Enum, auto

class Op(Enum):
    PUSH = auto(); POP = auto(); DUP = auto(); SWAP = auto(); OVER = auto()
    ADD = auto(); SUB = auto(); MUL = auto(); MOD = auto(); LT = auto(); EQ = auto()
    JMP = auto(); JZ = auto(); CALL = auto(); RET = auto(); PRINT = auto(); HALT = auto()
    LOAD = auto(); STORE = auto()

class VMError(Exception):
    pass

def assemble(source):
    lines = [l.split("#")[0].strip() for l in source.strip().splitlines()]
    labels, code = {}, []
    for l in lines:
        if not l:
            continue
        if l.endswith(":"):
            labels[l[:-1]] = len(code)
        else:
            parts = l.split()
            code.append([Op[parts[0].upper()], parts[1] if len(parts) > 1 else None])
    for ins in code:
        if ins[1] is not None:
            ins[1] = labels[ins[1]] if ins[1] in labels else (int(ins[1]) if ins[1].lstrip("-").isdigit() else ins[1])
    return [tuple(i) for i in code]

class VM:
    def __init__(self, code, max_steps=10000):
        self.code, self.max_steps = code, max_steps
        self.stack, self.calls, self.vars, self.out = [], [], {}, []
        self.pc = self.steps = 0
        self.dispatch = {op: getattr(self, "op_" + op.name.lower()) for op in Op}

    def pop(self):
        if not self.stack:
            raise VMError(f"stack underflow at {self.pc - 1}")
        return self.stack.pop()

    def op_push(self, a): self.stack.append(a)
    def op_pop(self, a): self.pop()
    def op_dup(self, a): self.stack.append(self.stack[-1])
    def op_swap(self, a): self.stack[-2:] = self.stack[-1:-3:-1]
    def op_over(self, a): self.stack.append(self.stack[-2])
    def op_add(self, a): b = self.pop(); self.stack.append(self.pop() + b)
    def op_sub(self, a): b = self.pop(); self.stack.append(self.pop() - b)
    def op_mul(self, a): b = self.pop(); self.stack.append(self.pop() * b)
    def op_mod(self, a): b = self.pop(); self.stack.append(self.pop() % b)
    def op_lt(self, a): b = self.pop(); self.stack.append(int(self.pop() < b))
    def op_eq(self, a): b = self.pop(); self.stack.append(int(self.pop() == b))
    def op_jmp(self, a): self.pc = a
    def op_jz(self, a):
        if self.pop() == 0:
            self.pc = a
    def op_call(self, a): self.calls.append(self.pc); self.pc = a
    def op_ret(self, a): self.pc = self.calls.pop()
    def op_print(self, a): self.out.append(self.pop())
    def op_halt(self, a): self.pc = len(self.code)
    def op_load(self, a): self.stack.append(self.vars[a])
    def op_store(self, a): self.vars[a] = self.pop()

    def run(self):
        while self.pc < len(self.code):
            self.steps += 1
            if self.steps > self.max_steps:
                raise VMError("step limit exceeded")
            op, arg = self.code[self.pc]
            self.pc += 1
            self.dispatch[op](arg)
        return self.out

FACT = """
    push 10
    call fact
    print
    halt
fact:               # n -- n!
    dup
    push 2
    lt
    jz recurse
    pop
    push 1
    ret
recurse:
    dup
    push 1
    sub
    call fact
    mul
    ret
"""
GCD = """
    push 1071
    push 462
loop:
    dup
    jz done
    swap
    over
    mod
    jmp loop
done:
    pop
    print
"""
SQUARES = """
    push 1
    store i
top:
    load i
    push 6
    lt
    jz end
    load i
    dup
    mul
    print
    load i
    push 1
    add
    store i
    jmp top
end:
"""
for name, src in [("fact", FACT), ("gcd", GCD), ("squares", SQUARES)]:
    vm = VM(assemble(src))
    print(name, vm.run(), "steps", vm.steps)
print(assemble(GCD)[:4])
for bad in ("add", "push 1\nloop:\njmp loop"):
    try:
        VM(assemble(bad), max_steps=50).run()
    except VMError as e:
        print("VMError:", e)
