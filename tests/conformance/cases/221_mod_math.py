import math
[math.sqrt(16), math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.gcd(12, 18, 27), math.lcm(4, 6),
 math.isqrt(10**20 + 1), math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(2.1), math.log(math.e),
 math.log2(1024), math.log10(0.001), round(math.pi, 10), math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10),
 sum([0.1] * 10), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.copysign(3, -0.0), math.trunc(-3.7),
 math.degrees(math.pi), math.inf > 10**308, math.isnan(math.nan), math.exp(1), math.sin(math.pi / 6),
 math.atan2(1, 1), math.frexp(8.0), math.ldexp(0.5, 4), math.modf(3.25), math.nextafter(1.0, 2.0), math.ulp(1.0)]
