"""Inventory tool.

The first statement is a string: it becomes the module's __doc__.
"""
import textwrap

def main():
    first = __doc__.splitlines()[0]
    print("doc:", first)
    print("lines:", len(__doc__.splitlines()))
    return first

class Tool:
    """A tool."""
    def where(self):
        return (__name__, type(self).__module__, Tool.__qualname__, Tool.__doc__)

if __name__ == "__main__":
    out = main()
    print(Tool().where())
    print(textwrap.dedent(__doc__).strip().splitlines()[-1])
    print(main.__module__, main.__name__, main.__doc__)
