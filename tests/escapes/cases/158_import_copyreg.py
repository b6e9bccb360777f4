# technique: import copyreg (copyreg reconstructors)
# expect: ImportError: import of 'copyreg' is not allowed
import copyreg
copyreg._reconstructor
