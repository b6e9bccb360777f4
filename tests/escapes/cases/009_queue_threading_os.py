# technique: queue.threading._os (threading keeps os under a private alias)
# expect: AttributeError: 'threading'
import queue
queue.threading._os.system("id")
