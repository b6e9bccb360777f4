# re warns (FutureWarning) about a POSIX-like class that will change meaning; the
# warning is in the logs between the prints, as on a terminal.
import re
print(re.findall(r"[[:alpha:]]+", "ab:c]"))
print(re.findall(r"[a-z--]", "a-"))
print("done")
