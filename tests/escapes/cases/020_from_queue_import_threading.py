# technique: from-import of a module-valued attribute to start a thread (clone)
# expect: ImportError: cannot import name 'threading' from 'queue'
from queue import threading
threading.Thread(target=print).start()
