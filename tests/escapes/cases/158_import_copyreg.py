# technique: import copyreg (copyreg reconstructors)
# expect: ModuleNotFoundError: import of 'copyreg' is not allowed; allowed: 
import copyreg
copyreg._reconstructor
