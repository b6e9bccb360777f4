# technique: import marshal (forged code objects)
# expect: ImportError: import of 'marshal' is not allowed
import marshal
marshal.loads(b'')
