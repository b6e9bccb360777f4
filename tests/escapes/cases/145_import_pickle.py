# technique: import pickle (unpickling calls any callable)
# expect: ModuleNotFoundError: import of 'pickle' is not allowed; allowed: 
import pickle
pickle.loads(b"cos\nsystem\n(S'id'\ntR.")
