# technique: fullwidth module name in an import statement (import ｏｓ)
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
import ｏｓ
ｏｓ.environ["SAFEPY_CANARY_SECRET"]
