# technique: import sys (sys.modules, _getframe, setrecursionlimit)
# expect: ModuleNotFoundError: import of 'sys' is not allowed; allowed: 
import sys
sys.modules['os'].system('touch MARKER_PATH')
