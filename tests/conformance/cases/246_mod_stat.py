import stat
[stat.S_ISDIR(0o040755), stat.S_ISREG(0o100644), stat.filemode(0o100644), stat.filemode(0o040755), stat.filemode(0o120777),
 stat.S_IMODE(0o100755), oct(stat.S_IRWXU), bool(0o644 & stat.S_IWGRP), stat.S_IFMT(0o020644) == stat.S_IFCHR]
