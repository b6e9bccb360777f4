# technique: import _thread (threads behind the supervisor's back)
# expect: ModuleNotFoundError: import of '_thread' is not allowed; allowed: 
import _thread
_thread.start_new_thread(print, ())
