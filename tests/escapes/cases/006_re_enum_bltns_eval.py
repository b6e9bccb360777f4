# technique: re.enum.bltns is the real builtins module (enum does `import builtins as bltns`)
# expect: AttributeError: module 're' has no attribute 'enum'
import re
re.enum.bltns.exec("import os; os.system('touch MARKER_PATH')")
