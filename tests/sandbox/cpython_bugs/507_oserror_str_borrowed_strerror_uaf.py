# technique: OSError.__str__ formats "[Errno %S] %S" with myerrno and strerror borrowed; errno's __str__ replaces err.strerror, freeing the object PyUnicode_FromFormat formats next (use-after-free, type confusion)
# expect: any
class Victim:
    def __str__(self):
        return "victim"

class Other:                     # same instance layout as Victim
    def __str__(self):
        raise RuntimeError("use-after-free: OSError formatted a freed strerror, now reused by another object")

class Errno:
    def __str__(self):
        err.strerror = "replaced"      # drops the only reference to the Victim being formatted
        keep.append(Other())           # takes the freed chunk
        return "1"

keep = []
err = OSError()
err.errno = Errno()
err.strerror = Victim()
text = str(err)
if text != "[Errno 1] victim" and text != "[Errno 1] replaced":
    raise RuntimeError("OSError formatted freed memory: %r" % text)
