# technique: import marshal (forged code objects)
# expect: ModuleNotFoundError: import of 'marshal' is not allowed
import marshal
marshal.loads(b'')
