import string
t = string.Template("Hello $name, you owe $$${amount}. ${missing}")
try:
    t.substitute(name="Ann", amount="5")
except KeyError as e:
    print("KeyError:", e)
[t.safe_substitute(name="Ann", amount="5"), string.Template("$a$b").substitute({"a": 1}, b=2), string.ascii_lowercase,
 string.digits, string.punctuation, string.capwords("hello   wORLD"), string.hexdigits, string.Formatter().format("{0}-{x}", 1, x=2)]
