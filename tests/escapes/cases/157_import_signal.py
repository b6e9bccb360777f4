# technique: import signal (ignore the CPU-limit signal)
# expect: ModuleNotFoundError: import of 'signal' is not allowed; allowed: 
import signal
signal.signal(signal.SIGXCPU, signal.SIG_IGN)
