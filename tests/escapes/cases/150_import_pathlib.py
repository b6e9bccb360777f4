# technique: import pathlib (file access via pathlib)
# expect: ModuleNotFoundError: import of 'pathlib' is not allowed; allowed: 
import pathlib
pathlib.Path('CANARY_PATH').read_text()
