# technique: import subprocess (spawn a process)
# expect: ModuleNotFoundError: import of 'subprocess' is not allowed; allowed: 
import subprocess
subprocess.run(['cat', 'CANARY_PATH'], capture_output=True).stdout
