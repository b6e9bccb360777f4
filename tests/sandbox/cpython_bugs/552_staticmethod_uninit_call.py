# technique: staticmethod.__new__(staticmethod) without __init__ leaves sm_callable NULL; __get__ checks that ("uninitialized staticmethod object") but calling the staticmethod itself (sm_call, callable since 3.10) does PyObject_Call(sm->sm_callable=NULL, ...) -> NULL dereference -> worker SIGSEGV (also abc.abstractstaticmethod and any staticmethod subclass)
# expect: any
import abc
for cls in (staticmethod, abc.abstractstaticmethod):
    s = cls.__new__(cls)
    try:
        s()
    except (TypeError, RuntimeError, ValueError):
        pass   # refused: the object was never initialized
    else:
        raise RuntimeError("an uninitialized %s was called" % cls.__name__)
result = "refused"
