# technique: an exception whose __str__ opens the canary when the harness formats the error
# expect: E: <exception str() failed>
class E(Exception):
    def __str__(self):
        return open("CANARY_PATH").read()
raise E()
