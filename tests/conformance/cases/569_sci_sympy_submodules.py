# sympy's usual public submodules, each used once (a failure is printed and the next one
# tried): abc, vector, physics.units, stats, geometry, combinatorics, crypto, codegen,
# parsing, logic, printing.pycode/mathml, holonomic, polys.orthopolys.
import sympy as sp

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

def abc():
    from sympy.abc import x, y, alpha
    return sp.expand((x + y) * alpha)
attempt("abc", abc)
def vector():
    from sympy.vector import CoordSys3D
    N = CoordSys3D("N")
    v = 3 * N.i + 4 * N.j
    return v.magnitude(), v.dot(N.i)
attempt("vector", vector)
def units():
    from sympy.physics import units as u
    return u.convert_to(3 * u.kilometer / u.hour, u.meter / u.second)
attempt("physics.units", units)
def stats():
    from sympy.stats import Die, E, P, Normal, density
    d = Die("d", 6)
    return E(d), P(d > 4), density(Normal("z", 0, 1))(0)
attempt("stats", stats)
def geometry():
    from sympy.geometry import Point, Triangle
    t = Triangle(Point(0, 0), Point(4, 0), Point(0, 3))
    return t.area, t.perimeter, t.circumcenter
attempt("geometry", geometry)
def combinatorics():
    from sympy.combinatorics import Permutation
    p = Permutation([2, 0, 1])
    return p.cyclic_form, p.order(), (p ** 2).array_form
attempt("combinatorics", combinatorics)
def crypto():
    from sympy.crypto.crypto import encipher_shift
    return encipher_shift("HELLO", 3)
attempt("crypto", crypto)
def codegen():
    from sympy.codegen.ast import Assignment
    from sympy.abc import x
    return sp.ccode(Assignment(sp.Symbol("y"), x ** 2 + 1))
attempt("codegen", codegen)
def parsing():
    from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication
    return parse_expr("2x + 3", transformations=standard_transformations + (implicit_multiplication,))
attempt("parsing", parsing)
def logic():
    from sympy.logic.boolalg import to_cnf
    from sympy.logic.inference import satisfiable
    a, b = sp.symbols("a b")
    return to_cnf((a | b) & ~a), sorted(satisfiable(a & ~b).items(), key=str)
attempt("logic", logic)
def printers():
    from sympy.printing.pycode import pycode
    from sympy.printing.mathml import mathml
    x = sp.Symbol("x")
    return pycode(sp.sqrt(x) + sp.pi), mathml(x ** 2)
attempt("printing", printers)
def holonomic():
    from sympy.holonomic import expr_to_holonomic
    x = sp.Symbol("x")
    return expr_to_holonomic(sp.sin(x), x).to_expr()
attempt("holonomic", holonomic)
def orthopolys():
    from sympy.polys.orthopolys import legendre_poly
    return legendre_poly(3, sp.Symbol("x"))
attempt("orthopolys", orthopolys)
