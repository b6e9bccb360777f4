import cmath
z = complex(3, 4)
[cmath.sqrt(-1), abs(z), cmath.phase(-1), cmath.polar(z), cmath.rect(2, 0), round(cmath.exp(1j * cmath.pi).real, 12),
 round(abs(cmath.exp(1j * cmath.pi).imag), 12) == 0, z.conjugate(), z.real, z.imag, cmath.isclose(cmath.log(cmath.e), 1),
 str(cmath.sqrt(complex(-4, 0))), cmath.isinf(complex(float("inf"), 0)), (1 + 2j) * (3 - 1j), (1 + 2j) ** 2]
