# technique: re.enum.bltns is the real builtins module (enum does `import builtins as bltns`)
# expect: AttributeError: 'enum'
import re
re.enum.bltns.exec("import os; os.system('id')")
