# technique: from-import of a module-valued attribute to start a thread (clone)
# expect: ImportError: threading
from queue import threading
threading.Thread(target=print).start()
