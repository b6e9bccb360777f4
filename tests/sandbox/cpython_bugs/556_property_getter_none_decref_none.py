# technique: CPython 3.11's property_copy (property.getter/setter/deleter) does Py_XDECREF(get) on its borrowed argument when it is None: every p.getter(None) takes one reference from None; a loop drives None's refcount to 0 and none_dealloc aborts the worker (SIGABRT, "deallocating None"); no uninitialized object or dunder needed
# expect: any
p = property(lambda self: 1)
for i in range(2_000_000):
    p.getter(None)
print("ok")
