import queue
q = queue.Queue()
q.get_nowait()
