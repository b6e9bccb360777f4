# string.Template, capwords, constants; textwrap wrap/fill/shorten/dedent/indent;
# difflib unified_diff, ndiff, SequenceMatcher and get_close_matches.
import string, textwrap, difflib
t = string.Template("$name owes ${amount} to $$bank")
print(t.substitute(name="Al", amount=5), t.safe_substitute(name="Al"))
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError:", e)
print(string.capwords("hello   world  again"), string.ascii_letters[:5], string.digits, string.punctuation[:8])
class Pct(string.Template):
    delimiter = "%"
print(Pct("%who is %what").substitute(who="it", what="ok"))
text = ("The quick brown fox jumps over the lazy dog. " * 3).strip()
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, 40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, 50, placeholder=" [...]"))
code = """
    def f():
        return 1
"""
print(repr(textwrap.dedent(code)), repr(textwrap.indent("a\n\nb", "> ")), repr(textwrap.indent("a\n\nb", "> ", lambda l: True)))
a = ["one", "two", "three", "four"]
b = ["one", "2", "three", "four", "five"]
print("".join(difflib.unified_diff([x + "\n" for x in a], [x + "\n" for x in b], "a.txt", "b.txt")))
print(list(difflib.ndiff(["abc", "def"], ["abd", "def"])))
sm = difflib.SequenceMatcher(None, "abcdefg", "abxdefz")
print(round(sm.ratio(), 4), sm.get_matching_blocks(), sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), difflib.get_close_matches("wheel", ["while", "when"], n=1, cutoff=0.5))
print("".join(difflib.context_diff(["x\n"], ["y\n"])))
