# exit(2) that is not caught ends the code with a SystemExit error; the prints before it
# are kept.
print("before")
def finish(code):
    print("finishing", code)
    exit(code)
finish(2)
print("never")
