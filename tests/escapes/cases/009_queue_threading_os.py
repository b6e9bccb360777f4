# technique: queue.threading._os (threading keeps os under a private alias)
# expect: AttributeError: module 'queue' has no attribute 'threading'
import queue
queue.threading._os.system("touch MARKER_PATH")
