# technique: import sys (sys.modules, _getframe, setrecursionlimit)
# expect: ImportError: import of 'sys' is not allowed
import sys
sys.modules['os'].system('id')
