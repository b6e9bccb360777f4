import textwrap
text = "The quick brown fox jumps over the lazy dog. " * 3
[textwrap.wrap(text, width=30), textwrap.fill("a b c d e f g", width=5),
 textwrap.dedent("""
    def f():
        return 1
 """), textwrap.indent("one\ntwo\n\nthree", "> "), textwrap.shorten(text, width=40, placeholder=" [...]"),
 textwrap.fill("supercalifragilisticexpialidocious word", width=10)]
