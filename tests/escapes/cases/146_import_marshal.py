# technique: import marshal (forged code objects)
# expect: ModuleNotFoundError: import of 'marshal' is not allowed; allowed: 
import marshal
marshal.loads(b'')
