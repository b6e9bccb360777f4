# SPDX-License-Identifier: MIT
# dataclasses, vetted: dataclass(), make_dataclass(), replace/asdict/astuple, and the
# source dataclasses generates and exec()s. Compiled into safepy-worker after
# wrappers.py (whose checks it uses); the harness installs it into the dataclasses proxy
# during setup. Nothing here is reachable except through that proxy.
#
# Trust: field names reach generated source and getattr(); user code runs inside
# dataclass() (descriptors, __set_name__) and can change names after any earlier check,
# so names are checked where they are used, and the generated text is parsed and checked
# before it is compiled.

import _safepy
import sys
from _safepy_wrappers import (_GEN_PRIVATES, _born_guarded, _check_generated, _gc_paused, _guard_methods,
                              _name_ok, _private, _private_fields_ok)

_SandboxError = _safepy.SandboxError
_isinstance = isinstance


def _wrap_dataclasses(p, write_once=True):
    import dataclasses
    if write_once:
        _write_once_fields(dataclasses)
    # dataclasses reads fields and defaults with getattr(obj, name) for names that user
    # objects control, and can change between any earlier check and that read (an
    # __annotations__ mapping whose items() lies, a __dataclass_fields__ that answers
    # differently twice): its module global getattr is the checked one, for good. (Only
    # while a call ran was not enough: asdict() hands a generator to a user list subclass,
    # which can resume it after the call, on objects added since.)
    dataclasses.__dict__["getattr"] = _safepy.getattr
    real = dataclasses.dataclass

    # dataclasses generates source from field names and exec()s it. A class built with
    # type(), an edited __annotations__ dict, or a base class with a forged
    # __dataclass_fields__ can carry any string as a field name: only plain identifiers
    # pass, for the class and every base it inherits fields from.

    def _check(cls):
        if not _isinstance(cls, type):
            return cls  # the real dataclass() raises its own TypeError
        # dataclasses reads the class through ordinary lookups: they must agree with
        # type's own descriptors (a metaclass property could otherwise feed it names).
        real_dict = type.__dict__["__dict__"].__get__(cls)
        if type(real_dict.get("__module__")) is not str:
            raise _SandboxError("dataclass() needs a class whose __module__ is a plain str")
        if (cls.__mro__ is not type.__dict__["__mro__"].__get__(cls)
                or cls.__module__ != type.__dict__["__module__"].__get__(cls)
                or cls.__dict__.get("__annotations__") is not real_dict.get("__annotations__")):
            raise _SandboxError("dataclass() needs a class whose metaclass does not redefine "
                                "__mro__, __dict__ or __module__")
        _private_fields_ok(cls, dict(type.__dict__["__dict__"].__get__(cls).get("__annotations__", None) or {}))
        for klass in type.__dict__["__mro__"].__get__(cls):
            d = type.__dict__["__dict__"].__get__(klass)
            if type(d.get("__annotations__", {})) is not dict:
                # dataclasses iterates its items(): a subclass could show other names.
                raise _SandboxError("dataclass() needs __annotations__ to be a plain dict")
            for k in dict(d.get("__annotations__", None) or {}):
                if not _name_ok(k):
                    raise _SandboxError("dataclass field name %r is not allowed" % (k,))
            fields = d.get("__dataclass_fields__", None)
            if fields is not None:
                for k, f in dict(fields).items():
                    name = getattr(f, "name", k)
                    if not _name_ok(k) or not _name_ok(name):
                        raise _SandboxError("dataclass field name %r is not allowed"
                                            % (name if not _name_ok(name) else k,))
                    # An inherited private field is read as self.<name> on this class,
                    # whose MRO may put a stdlib base's attribute of that name first.
                    _private_fields_ok(cls, (k, name))
        return cls

    def dataclass(cls=None, /, **kw):
        if cls is None:
            inner = real(**kw)
            return lambda c: inner(_check(c))
        # (dataclasses._process_class, wrapped below, guards the generated methods.)
        return real(_check(cls), **kw)

    dataclass.__doc__ = real.__doc__
    p.dataclass = dataclass
    real_make = dataclasses.make_dataclass

    # make_dataclass calls the real dataclass(): check its field names here. A dunder
    # field name would make dataclass read getattr(cls, name) as the default.
    def make_dataclass(cls_name, fields, **kw):
        # Field specs are a name or any sequence starting with one. Names must be plain
        # str (a subclass could lie to isidentifier()) and not dunders (dataclass would
        # read getattr(cls, name) as the default); the rest is make_dataclass's business.
        checked = []
        for f in fields:
            if _isinstance(f, str):
                name = f
            else:
                f = tuple(f)
                name = f[0] if f else None
            if type(name) is not str or name.startswith("__") or not _safepy.attr_allowed(name, False):
                raise _SandboxError("dataclass field name %r is not allowed" % (name,))
            checked.append(f)
        # The class belongs to the user's module (3.11 would name types' module), so that
        # dataclass() may add its methods and the class stays the user's to modify.
        ns = dict(kw.pop("namespace", None) or {})
        ns.setdefault("__module__", "__main__")
        # Private names must not resolve in the given bases (checked on a probe class).
        bases = tuple(kw.get("bases", ()))
        names = [f if _isinstance(f, str) else f[0] for f in checked]
        if bases and any(n.startswith("_") for n in names):
            _private_fields_ok(type("probe", bases, {"__module__": "__main__"}), names)
        return real_make(cls_name, checked, namespace=ns, **kw)

    make_dataclass.__doc__ = real_make.__doc__
    p.make_dataclass = make_dataclass

    # replace/asdict/astuple read getattr(obj, f.name) for every field: the names are
    # checked again at use (Field objects are mutable stdlib objects).
    def _fields_checked(obj):
        for f in dataclasses.fields(obj):
            n = f.name
            if not _name_ok(n) or (n.startswith("_") and not _safepy.private_name_ok(obj, n)):
                raise _SandboxError("dataclass field name %r is not allowed" % (n,))

    def _checked(real_fn):
        def fn(obj, *args, **kwargs):
            if dataclasses.is_dataclass(obj):
                _fields_checked(obj)
            return real_fn(obj, *args, **kwargs)
        fn.__name__ = fn.__qualname__ = real_fn.__name__
        fn.__doc__ = real_fn.__doc__
        return fn

    # The source dataclasses generates is checked where it is generated: user code runs
    # inside dataclass() (descriptors' __get__ during _get_field) and can change field
    # names after any earlier check. _process_class looks _create_fn up at call time.
    real_create = dataclasses._create_fn

    def _create_fn(name, args, body, *, globals=None, locals=None, return_type=dataclasses.MISSING):
        # Only ever with the user's own module globals (curated builtins): an empty dict
        # would get the real builtins of dataclasses' frame, another module's dict its own.
        if globals is not sys.modules["__main__"].__dict__:
            raise _SandboxError("dataclass() is only available for classes of your own code")
        ann = "" if return_type is dataclasses.MISSING else "->_return_type"
        local_vars = list(locals or {})
        if return_type is not dataclasses.MISSING:
            local_vars.append("_return_type")
        txt = "def __create_fn__(%s):\n def %s(%s)%s:\n%s\n return %s" % (
            ", ".join(local_vars), name, ",".join(args), ann,
            "\n".join("  " + b for b in body), name)
        with _gc_paused():
            privs = _check_generated(txt, name)
            fn = real_create(name, args, body, globals=globals, locals=locals, return_type=return_type)
        # Guarded from birth: dataclass() runs user code (__set_name__ when slots=True
        # rebuilds the class, a descriptor read by abc.update_abstractmethods) while the
        # methods sit on the class, before any later guarding.
        return _born_guarded(fn, name, privs)

    # Frozen slots dataclasses get this as __getstate__ (copy calls it): the checked getattr
    # for field names, which are mutable Field attributes.
    def _dataclass_getstate(self):
        return [_safepy.getattr(self, f.name) for f in dataclasses.fields(self)]

    dataclasses._dataclass_getstate = _dataclass_getstate
    _create_fn._safepy_real = real_create  # the harness registers the pair with the hook
    dataclasses._create_fn = _create_fn

    # Every class dataclass() processes: the private field names the checks accepted are
    # what generated code may read on self; and the generated methods are guarded whether
    # dataclass() returns (a new class with slots=True: the original keeps methods too) or
    # raises after installing some (order=True over a user __lt__).
    real_process = dataclasses._process_class

    def _process_class(cls, *args, **kwargs):
        privs = set()
        if _isinstance(cls, type):
            for klass in type.__dict__["__mro__"].__get__(cls):
                d = type.__dict__["__dict__"].__get__(klass)
                ann = d.get("__annotations__", None)
                if type(ann) is dict:
                    privs.update(k for k in ann if type(k) is str and _private(k))
                fields = d.get("__dataclass_fields__", None)
                if type(fields) is dict:
                    privs.update(k for k in fields if type(k) is str and _private(k))
            _private_fields_ok(cls, privs)
        _GEN_PRIVATES.append(frozenset(privs))
        out = cls
        try:
            out = real_process(cls, *args, **kwargs)
            return out
        finally:
            _GEN_PRIVATES.pop()
            _guard_methods(cls)
            if out is not cls:
                _guard_methods(out)

    dataclasses._process_class = _process_class
    p.replace = _checked(dataclasses.replace)
    p.asdict = _checked(dataclasses.asdict)
    p.astuple = _checked(dataclasses.astuple)


def _write_once_fields(dataclasses):
    """A Field's name is set once, by dataclass() itself: user code (a descriptor's
    __get__ runs inside dataclass(), after the names were checked) renaming a field would
    put unchecked text into the generated source. The slot's descriptor on Field is
    replaced by a property that refuses a second, different name; the slot itself is
    only reachable from this closure (object.__setattr__ goes through the property)."""
    real_field = dataclasses.Field
    slot = real_field.__dict__["name"]

    def get(self):
        return slot.__get__(self, real_field)

    def set_(self, v):
        cur = get(self) if _has_slot(slot, self) else None
        if cur is not None and cur is not v and not (type(cur) is str and type(v) is str and cur == v):
            raise _SandboxError("a dataclass field cannot be renamed")
        slot.__set__(self, v)

    type.__setattr__(real_field, "name", property(get, set_, doc="the field's name (set once)"))


def _has_slot(slot, obj):
    try:
        slot.__get__(obj, type(obj))
        return True
    except AttributeError:
        return False
