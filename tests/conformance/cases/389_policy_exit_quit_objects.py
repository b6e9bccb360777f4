# exit and quit are site's Quitter objects: their repr, type name, and the SystemExit they
# raise when called (caught here).
print(repr(exit), str(quit))
print(type(exit).__name__, type(quit).__name__, type(exit) is type(quit))
print(callable(exit), exit.name if hasattr(exit, "name") else None)
for call in (lambda: exit(), lambda: exit(3), lambda: quit("bye"), lambda: exit(None)):
    try:
        call()
    except SystemExit as e:
        print("SystemExit", repr(e.code), repr(str(e)), e.args)
