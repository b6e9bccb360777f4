# SPDX-License-Identifier: MIT
# Vetted replacements for stdlib functions and classes that take names or objects as data
# (attribute names, field names, module names) and would otherwise be getattr, setattr or
# eval by another name. Compiled into safepy-worker with harness.py, which installs them
# into the proxy modules during setup; nothing here is reachable except through them.

import _safepy
import _string
import sys
import types

_SandboxError = _safepy.SandboxError
_ModuleType = types.ModuleType
# Bound once: checks must not depend on names user code could rebind.
_isinstance = isinstance
_object_getattribute = object.__getattribute__
_MISSING = object()
_real_getattr = getattr  # the builtin, for identity checks

def _checked_names(names, what):
    for n in names:
        if not isinstance(n, str) or not _safepy.attr_allowed(n, True):
            raise _SandboxError("access to attribute %r is not allowed" % (n,))
    return names


_SELVES = frozenset(("self", "other", "__dataclass_self__"))


def _dunder(n):
    return n.startswith("__") and n.endswith("__")


def _private(n):
    """A single-underscore name (not a dunder): readable only on the user's own objects."""
    return n.startswith("_") and not (n.startswith("__") and n.endswith("__"))


# Every node type dataclasses' generated methods use (all options of 3.11's dataclass()
# and make_dataclass(), measured), plus the other comparison and boolean operators. A
# field name renamed after the checks (a descriptor's __get__ runs inside dataclass())
# could inject any statement: no loops, no match (its class patterns read attributes
# unchecked), no comprehensions, no lambdas, no stores to plain names.
_GENERATED_NODES = frozenset((
    "Module", "FunctionDef", "arguments", "arg", "Return", "Assign", "Expr", "Call", "keyword",
    "Attribute", "Name", "Load", "Store", "Constant", "Tuple", "If", "IfExp", "Raise", "Pass",
    "BinOp", "Add", "BoolOp", "And", "Or", "UnaryOp", "Not", "Compare", "Eq", "NotEq", "Lt",
    "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn", "JoinedStr", "FormattedValue"))


def _check_shape(tree, name):
    # def __create_fn__(<locals>): def <name>(...): <body>; return <name>
    import ast
    ast_FunctionDef, ast_Return, ast_Name = ast.FunctionDef, ast.Return, ast.Name
    body = tree.body
    if (len(body) != 1 or type(body[0]) is not ast_FunctionDef or body[0].name != "__create_fn__"
            or body[0].decorator_list or len(body[0].body) != 2):
        return False
    inner, ret = body[0].body
    return (type(inner) is ast_FunctionDef and inner.name == name and not inner.decorator_list
            and type(ret) is ast_Return and type(ret.value) is ast_Name and ret.value.id == name)


# Private field names of the class dataclass() is processing, as checked (a stack: a
# dataclass can be made while another is processed, from a descriptor's __get__).
_GEN_PRIVATES = []


def _check_generated(txt, name):
    """The text dataclasses is about to compile may use only what user code could:
    checked attribute names (stores by the store rule), private names only on the
    instance the method runs on (guarded to real instances), no dunder names but
    dataclasses' own helpers, and only the shape and node types dataclasses generates."""
    import ast
    tree = ast.parse(txt)
    if not _check_shape(tree, name):
        raise _SandboxError("dataclass generated code has an unexpected shape")
    # `self`/`other` are the method's parameters only inside its body (in a default or
    # an annotation they are the user's globals); and the private names there must be
    # fields dataclass() was given and the check accepted (a key added to
    # __annotations__ while dataclass() iterates it would be compiled too).
    inner = tree.body[0].body[0]
    in_body = {id(n) for stmt in inner.body for n in ast.walk(stmt)}
    allowed = _GEN_PRIVATES[-1] if _GEN_PRIVATES else frozenset()
    used = set()
    for node in ast.walk(tree):
        t = type(node)
        if t.__name__ not in _GENERATED_NODES:
            raise _SandboxError("dataclass generated code may not contain %s" % t.__name__)
        if t is ast.Name and type(node.ctx) is not ast.Load:
            raise _SandboxError("dataclass generated code may not bind '%s'" % node.id)
        if t is ast.Attribute:
            a = node.attr
            store = type(node.ctx) is not ast.Load
            on_self = (type(node.value) is ast.Name and node.value.id in _SELVES
                       and id(node) in in_body)
            if not _safepy.attr_allowed(a, store and a.startswith("__")) or (
                    _private(a) and not (on_self and a in allowed)):
                raise _SandboxError("dataclass generated code may not access '%s'" % a)
            if _private(a):
                used.add(a)
        elif t is ast.Name:
            n = node.id
            if (_dunder(n) and not _safepy.name_allowed(n)
                    and not n.startswith("__dataclass_") and n != "__create_fn__"):
                raise _SandboxError("dataclass generated code may not use '%s'" % n)
    return frozenset(used)


def _private_fields_ok(cls, names):
    # dataclass reads getattr(cls, name) as a field's default: a private name found in a
    # stdlib base (PrettyPrinter._pprint_simplenamespace) would be handed out. And no
    # stdlib base may define it at all: the generated methods read self.<name> after the
    # check, and user code running in between (a property read first) can delete the
    # user's own binding so that the stdlib base's answers (red-team pass 76).
    for k in names:
        if type(k) is str and k.startswith("_"):
            if not _safepy.private_name_ok(cls, k):
                raise _SandboxError("dataclass field name %r is not allowed" % (k,))
            if _stdlib_defines(cls, k):
                raise _SandboxError("dataclass field name %r is also an attribute of a base "
                                    "class not of your code" % (k,))


def _name_ok(k):
    # Generated methods read self.<name>: names must also pass the attribute rule (no
    # frame/code internals such as tb_frame or f_globals).
    return (type(k) is str and str.isidentifier(k) and not k.startswith("__")
            and _safepy.attr_allowed(k, False))


_GENERATED = ("__init__", "__repr__", "__eq__", "__lt__", "__le__", "__gt__", "__ge__",
              "__hash__", "__setattr__", "__delattr__")
_COMPARE = ("__eq__", "__lt__", "__le__", "__gt__", "__ge__")


def _guard_methods(cls):
    """Methods dataclasses generated read and write self.<field> (and other.<field>) of
    whatever they are called on; called unbound on a stdlib object with a lying
    __class__, they would be a getattr past every check. They run only on real instances
    of the class (type(), never __class__)."""
    if not _isinstance(cls, type):
        return cls
    ns = type.__dict__["__dict__"].__get__(cls)
    for name in _GENERATED:
        f = ns.get(name)
        if type(f) is not types.FunctionType:
            continue
        # dataclasses wraps the generated __repr__ in reprlib's recursion guard (code
        # from reprlib.py): judged by what it wraps.
        inner = f.__dict__.get("__wrapped__", f)
        if type(inner) is not types.FunctionType or inner.__code__.co_filename != "<string>":
            continue
        type.__setattr__(cls, name, _guarded(cls, name, f))
    return cls


def _private_fields_of(cls):
    fields = type.__dict__["__dict__"].__get__(cls).get("__dataclass_fields__", None)
    return tuple(k for k in dict(fields or {}) if type(k) is str and k.startswith("_"))


def _stdlib_defines(t, n):
    """Whether a class in t's MRO that is not the user's defines n: the generated code
    reads self.<n> after the check, and user code running in between (a property read
    first) can delete the user's own binding so that such a base answers (red-team pass
    76). Checked for the whole MRO, not only where n resolves now."""
    for klass in type.__dict__["__mro__"].__get__(t):
        if n in type.__dict__["__dict__"].__get__(klass) and not _safepy.private_ok(klass):
            return True
    return False


def _subclass_ok(t, cls, privs):
    # A subclass made later (class C(PrettyPrinter, B)) could put a stdlib base's
    # attribute of a private field's name ahead of the field in its MRO.
    if not issubclass(t, cls):
        return False
    for n in privs:
        if not _safepy.private_name_ok(t, n) or _stdlib_defines(t, n):
            raise _SandboxError("dataclass field %r of %s is shadowed in %s" % (n, cls.__name__, t.__name__))
    return True


def _born_guarded(f, name, privs):
    """A generated method that reads private names on self (and other) runs only on
    objects of the user's own classes in which each of those names resolves to the
    user's own attribute (not a stdlib base's: class C(PrettyPrinter, B))."""
    if not privs:
        return f
    privs = tuple(privs)

    def ok(o):
        if not _safepy.private_ok(o):
            return False
        t = type(o)
        return all(_safepy.private_name_ok(t, n) and not _stdlib_defines(t, n) for n in privs)

    if name in _COMPARE:
        def method(self, other):
            if not ok(self) or not ok(other):
                return NotImplemented
            return f(self, other)
    else:
        def method(self, *args, **kwargs):
            if not ok(self):
                raise _SandboxError("%s reads private fields and needs an object of a class "
                                    "of your own that does not shadow them" % name)
            return f(self, *args, **kwargs)
    method.__name__, method.__qualname__, method.__doc__ = f.__name__, f.__qualname__, f.__doc__
    return method


def _guarded(cls, name, f):
    privs = _private_fields_of(cls)
    if name in _COMPARE:
        def method(self, other):
            if not _subclass_ok(type(self), cls, privs) or not _subclass_ok(type(other), cls, privs):
                return NotImplemented
            return f(self, other)
    else:
        def method(self, *args, **kwargs):
            if not _subclass_ok(type(self), cls, privs):
                raise TypeError("%s.%s needs a %s instance" % (cls.__name__, name, cls.__name__))
            return f(self, *args, **kwargs)
    method.__name__ = f.__name__
    method.__qualname__ = f.__qualname__
    method.__doc__ = f.__doc__
    if name == "__repr__":
        # pprint prints a dataclass field by field only if its __repr__ is the generated
        # one: `"__create_fn__" in obj.__repr__.__wrapped__.__qualname__`. User code can
        # read __wrapped__ too: the generated function, which (like every method
        # dataclasses generates) reads fields through the user's own rules, and is the
        # user's class's own code; private fields of a stdlib object stay refused.
        method.__wrapped__ = f.__dict__.get("__wrapped__", f)
    return method


def _wrap_functools(p):
    import functools
    real_update, real_wraps = functools.update_wrapper, functools.wraps
    assigned0, updated0 = functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES

    # update_wrapper copies attributes named by the caller: the names are checked
    # like getattr's, or it would be a getattr that reaches __globals__.
    defaults = frozenset(assigned0) | frozenset(updated0)

    def names(given, default):
        out = []
        for n in tuple(given):
            # Plain str copies (a subclass can lie to ==), then the defaults or the same
            # check as setattr.
            if not _isinstance(n, str):
                raise TypeError("attribute name must be a string")
            n = str.__str__(n)
            if n not in defaults and (n.startswith("_") or not _safepy.attr_allowed(n, True)):
                raise _SandboxError("access to attribute %r is not allowed" % (n,))
            out.append(n)
        return tuple(out)

    def update_wrapper(wrapper, wrapped, assigned=assigned0, updated=updated0):
        # Reimplemented, not delegated: the stdlib version copies wrapped.__dict__ (a
        # type's whole dict, slot wrappers included) into the wrapper, and wrapped may be
        # any object (a stdlib class, a C wrapper stdlib code filled the same way).
        # The wrapper is written only through setattr, so its own guards apply (stdlib
        # functions read-only, proxies' names, classes' dunders), and never a module or a
        # class (a proxy's __name__ steers `from m import x` to sys.modules).
        if _isinstance(wrapper, (type, _ModuleType)):
            raise _SandboxError("update_wrapper cannot update a %s" % type(wrapper).__name__)
        for attr in names(assigned, assigned0):
            try:
                value = _safepy.getattr(wrapped, attr)
            except AttributeError:
                continue
            # The names are the defaults (metadata) or passed the setattr rule above.
            setattr(wrapper, attr, value)
        for attr in names(updated, updated0):
            if attr == "__dict__":
                # Only the user's own objects' attributes, and only names user code could
                # set itself.
                if _isinstance(wrapped, (type, _ModuleType)) or not _safepy.private_ok(wrapped):
                    continue
                try:
                    src = _object_getattribute(wrapped, "__dict__")
                except AttributeError:
                    continue
                for k, v in dict(src).items():
                    if type(k) is str and _safepy.attr_allowed(k, True):
                        setattr(wrapper, k, v)
            else:
                _safepy.getattr(wrapper, attr).update(_safepy.getattr(wrapped, attr, {}))
        wrapper.__wrapped__ = wrapped
        return wrapper

    def wraps(wrapped, assigned=assigned0, updated=updated0):
        # A partial of the checked update_wrapper: the stdlib one's .func would be the
        # unchecked original.
        return functools.partial(update_wrapper, wrapped=wrapped, assigned=names(assigned, assigned0),
                                 updated=names(updated, updated0))

    update_wrapper.__doc__ = real_update.__doc__
    wraps.__doc__ = real_wraps.__doc__
    p.update_wrapper, p.wraps = update_wrapper, wraps
    # Stdlib code (lru_cache, singledispatch, contextlib through the real wraps) looks
    # update_wrapper up in functools' globals at call time: it gets the checked one too.
    functools.update_wrapper = update_wrapper
    p.cached_property = cached_property
    # singledispatch's dispatch runs functools._compose_mro(cls, ...): set(cls.__mro__),
    # then every `sub in typ.__subclasses__()` is tested against that set. With cls any
    # object (args[0].__class__, dispatch(x), a registered "class" passing isinstance
    # through a __class__ property) the set holds user objects, whose __eq__ then
    # receives every class of the interpreter whose hash they guess. Only real classes
    # reach it here; functools' own global is replaced so singledispatchmethod uses this.
    real_sd = functools.singledispatch

    def real_class(c):
        return issubclass(type(c), type)

    def singledispatch(func):
        sd = real_sd(func)
        real_dispatch, real_register = sd.dispatch, sd.register

        def dispatch(cls):
            if not real_class(cls):
                raise TypeError("dispatch() needs a class, not %s" % type(cls).__name__)
            return real_dispatch(cls)

        def register(cls, func=None):
            if func is None and not real_class(cls):
                # @register on an annotated function: the class comes from its first
                # annotation, read here (without evaluating anything) and checked.
                if not callable(cls):
                    raise TypeError("register() needs a class or an annotated function")
                hints = _safe_get_type_hints(cls)
                if not hints:
                    raise TypeError("register() needs a class or an annotated function")
                func, cls = cls, next(iter(hints.values()))
            args = typing_args(cls) if not real_class(cls) else (cls,)
            if not args or not all(real_class(c) for c in args):
                raise TypeError("register() needs a class (or a union of classes), not %r" % (cls,))
            for c in args:
                if func is None:
                    return real_register(c)
                real_register(c, func)
            return func

        def wrapper(*args, **kw):
            if not args:
                raise TypeError(f"{funcname} requires at least 1 positional argument")
            return dispatch(type(args[0]))(*args, **kw)

        funcname = getattr(func, "__name__", "singledispatch function")
        wrapper.register = register
        wrapper.dispatch = dispatch
        wrapper.registry = sd.registry
        wrapper._clear_cache = sd._clear_cache
        update_wrapper(wrapper, func)
        return wrapper

    def typing_args(cls):
        import typing, types
        if type(cls) is types.UnionType or typing.get_origin(cls) is typing.Union:
            return typing.get_args(cls)
        return ()

    singledispatch.__doc__ = real_sd.__doc__
    functools.singledispatch = singledispatch
    p.singledispatch = singledispatch


class Formatter:
    """string.Formatter whose field lookups go through the checked getattr."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == "":
                    if auto_arg_index is False:
                        raise ValueError("cannot switch from manual field specification to "
                                         "automatic field numbering")
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError("cannot switch from manual field specification to "
                                         "automatic field numbering")
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs, used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _string.formatter_parser(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _string.formatter_field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            obj = _safepy.getattr(obj, i) if is_attr else obj[i]
        return obj, first


Formatter.__module__ = "string"


def _is_module_dict(d):
    return any(vars(m) is d for m in list(sys.modules.values()) if m is not None)


class _gc_paused:
    """Automatic garbage collection paused for a block. The frames the audit hook trusts
    (namedtuple's, NamedTupleMeta's, _create_fn's, ast.parse's) must not run finalizers of
    user objects (a C close() or __del__ would act with the trusted frame on top); they get
    plain values, so only a collection could kill a user object there."""
    __slots__ = ("was",)

    def __enter__(self):
        import gc
        self.was = gc.isenabled()
        gc.disable()
        _safepy.gc_hold(1)  # and the workers' collections at safe points (pymod.c)

    def __exit__(self, *exc):
        import gc
        _safepy.gc_hold(-1)
        if self.was:
            gc.enable()
        return False


def _no_gc(fn):
    def call(*args, **kwargs):
        with _gc_paused():
            return fn(*args, **kwargs)
    return _named_like(call, fn)


def _wrap_namedtuple():
    """collections.namedtuple's own frame may compile code (its exec is allowlisted), so
    it must not call anything the user supplies: a C callable it calls (a partial as
    __iter__ of defaults, a str subclass's __str__ through a C slot) would run with that
    trusted frame on top. Every argument becomes a plain value here first, in this frame."""
    import collections
    real = collections.namedtuple

    def plain_str(x, what):
        if not _isinstance(x, str):
            raise TypeError("%s must be a string" % what)
        return str.__str__(x)

    def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
        typename = plain_str(typename, "type name")
        if _isinstance(field_names, str):
            field_names = plain_str(field_names, "field names")
        else:
            field_names = [plain_str(f, "field names") for f in list(field_names)]
        rename = True if rename else False
        if defaults is not None:
            defaults = tuple(list(defaults))
        if module is not None:
            module = plain_str(module, "module")
        else:
            # What namedtuple itself would find one frame up: the caller's module.
            module = str.__str__(sys._getframe(1).f_globals.get("__name__", "__main__"))
        with _gc_paused():
            return real(typename, field_names, rename=rename, defaults=defaults, module=module)

    namedtuple.__doc__ = real.__doc__
    namedtuple._safepy_real = real
    collections.namedtuple = namedtuple
    return namedtuple


def _wrap_namedtuplemeta():
    """typing.NamedTupleMeta.__new__ sets __bases__ (the audit hook trusts its frame), so
    it must not call anything the user supplies: a C callable it calls (the __eq__ behind
    `_NamedTuple in bases`, an annotations mapping's __iter__, a class-body
    __init_subclass__) would run with that trusted frame on top. Bases are checked by
    identity and the namespace arrives as plain dicts, here, before it runs."""
    import typing
    M = typing.NamedTupleMeta
    real = M.__dict__["__new__"]
    real = real.__func__ if _isinstance(real, staticmethod) else real
    allowed = (typing._NamedTuple, typing.Generic)

    def __new__(cls, typename, bases, ns):
        if type(bases) is not tuple or not all(any(b is a for a in allowed) for b in bases):
            raise TypeError("can only inherit from a NamedTuple type and Generic")
        if type(ns) is not dict or any(type(k) is not str for k in ns):
            raise _SandboxError("NamedTuple needs a plain class namespace")
        ns = dict(ns)
        ann = ns.get("__annotations__", {})
        if type(ann) is not dict or any(type(k) is not str for k in ann):
            raise _SandboxError("NamedTuple needs plain annotations")
        ns["__annotations__"] = dict(ann)
        # type's own setters for these call into the value (__abstractmethods__ asks its
        # truth, __bases__ recomputes the MRO): from the trusted frame, never.
        for k in ("__abstractmethods__", "__bases__", "__class__"):
            if k in ns:
                raise _SandboxError("NamedTuple class body may not set %s" % k)
        init = ns.get("__init_subclass__")
        if init is not None and not (type(init) is types.FunctionType or (
                type(init) is classmethod and type(init.__func__) is types.FunctionType)):
            raise _SandboxError("NamedTuple's __init_subclass__ must be a function")
        if _isinstance(typename, str):
            typename = str.__str__(typename)
        with _gc_paused():
            return real(cls, typename, bases, ns)

    __new__.__doc__ = real.__doc__
    type.__setattr__(M, "__new__", staticmethod(__new__))
    return real, __new__


def _wrap_abc_register():
    """ABCMeta.register on a stdlib ABC (collections.abc.Mapping, numbers.Number) would
    change what every later isinstance() check answers, the harness's included: only the
    user's own ABCs during user code."""
    import abc
    real = abc.ABCMeta.register

    def register(cls, subclass):
        if _safepy.in_user_phase() and not _safepy.private_ok(cls):
            raise _SandboxError("register() on '%s' is not available in the sandbox"
                                % type.__getattribute__(cls, "__name__"))
        return real(cls, subclass)

    register.__doc__ = real.__doc__
    type.__setattr__(abc.ABCMeta, "register", register)


def _wrap_protocol_instancecheck():
    """isinstance(x, P) for a runtime Protocol P reads hasattr/getattr(x, name) with the
    real getattr, for every name P declares (red-team pass 59: an oracle on any object's
    private and internal attributes, their getters run from typing's frame). During user
    code typing's steps run here instead, with the member names listed once and each probe
    made through the checks user code's own reads pass: a name it could not read is absent.
    (Deciding first and then calling typing's own method let a class steer typing past the
    decision: `del P._is_protocol` left typing to inherit True, red-team pass 63; and a
    metaclass can answer __mro__ or _is_protocol differently on each read.)"""
    import abc
    import typing
    real = typing._ProtocolMeta.__instancecheck__
    members = typing._get_protocol_attrs
    reckless = typing._allow_reckless_class_checks
    abc_check = abc.ABCMeta.__instancecheck__

    def readable(obj, n):
        return type(n) is str and _safepy.attr_allowed(n, False) and (
            not _private(n) or _safepy.private_name_ok(obj, n))

    def probe(cls, instance, n):
        # typing: hasattr(instance, n) and (not callable(getattr(cls, n, None)) or
        # getattr(instance, n) is not None)
        if not readable(instance, n) or not readable(cls, n) or not _safepy.hasattr(instance, n):
            return False
        return not callable(_safepy.getattr(cls, n, None)) or _safepy.getattr(instance, n) is not None

    def __instancecheck__(cls, instance):
        if not _safepy.in_user_phase():
            return real(cls, instance)
        # (reckless's depth counts the same frames as from typing's method.)
        if (getattr(cls, "_is_protocol", False) and not getattr(cls, "_is_runtime_protocol", False)
                and not reckless(depth=2)):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        names = list(members(cls))
        callable_only = all(readable(cls, n) and callable(_safepy.getattr(cls, n, None)) for n in names)
        if (not getattr(cls, "_is_protocol", False) or callable_only) and issubclass(instance.__class__, cls):
            return True
        if getattr(cls, "_is_protocol", False) and all(probe(cls, instance, n) for n in names):
            return True
        return abc_check(cls, instance)

    __instancecheck__.__doc__ = real.__doc__
    type.__setattr__(typing._ProtocolMeta, "__instancecheck__", __instancecheck__)


def _operator_index(x):
    import operator
    return operator.index(x)


def _wrap_re_scanner():
    """re.Scanner parses each lexicon phrase with a parser state of its own, so a phrase's
    capturing groups take numbers the combined pattern never counted; matching then writes
    their marks past the end of the match's mark array (red-team pass 66: a list's item
    array overwritten with pointers into the subject). Phrases with capturing groups are
    refused; what is parsed here is what the real __init__ is given."""
    import re
    from re import _parser
    real_init = re.Scanner.__init__

    def __init__(self, lexicon, flags=0):
        # A plain int: an int subclass could answer `& VERBOSE` differently to the two
        # parses (red-team pass 76: the check saw a comment, the real parse four groups).
        flags = _operator_index(flags)
        checked = []
        for phrase, action in lexicon:
            if type(phrase) is not str and type(phrase) is not bytes:
                phrase = str.__str__(phrase) if _isinstance(phrase, str) else bytes(phrase)
            if _parser.parse(phrase, flags).state.groups > 1:
                raise re.error("re.Scanner phrases may not contain capturing groups in the sandbox")
            checked.append((phrase, action))
        real_init(self, checked, flags)

    __init__.__qualname__ = "Scanner.__init__"
    type.__setattr__(re.Scanner, "__init__", __init__)


def _wrap_pprint():
    import pprint
    import dataclasses
    P = pprint.PrettyPrinter
    real_ns = P._pprint_simplenamespace

    # Both helpers read attributes of the object they print by name (its __dict__, its
    # dataclass fields) and hand them to an overridable hook: only for the user's own
    # objects, and only names user code could read itself.
    def _pprint_simplenamespace(self, object, stream, indent, allowance, context, level):
        if not _safepy.private_ok(object) or _isinstance(object, type):
            raise _SandboxError("pretty-printing the namespace of a '%s' object is not "
                                "available in the sandbox" % type(object).__name__)
        return real_ns(self, object, stream, indent, allowance, context, level)

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        if not _safepy.private_ok(object) or _isinstance(object, type):
            raise _SandboxError("pretty-printing fields of a '%s' object is not available "
                                "in the sandbox" % type(object).__name__)
        # pprint's own version (3.11), with the fields listed once and read through the
        # checks: calling it after a check let a __dataclass_fields__ that answers twice
        # show it other names (red-team pass 76).
        names = []
        for f in dataclasses.fields(object):
            if not f.repr:
                continue
            n = f.name
            n = str.__str__(n) if _isinstance(n, str) else n
            if type(n) is not str or not _name_ok(n) or (n.startswith("_") and not _safepy.private_name_ok(object, n)):
                raise _SandboxError("dataclass field name %r is not allowed" % (n,))
            names.append(n)
        items = [(n, _safepy.getattr(object, n)) for n in names]
        cls_name = type.__dict__["__name__"].__get__(type(object))
        indent += len(cls_name) + 1
        stream.write(cls_name + '(')
        self._format_namespace_items(items, stream, indent, allowance, context, level)
        stream.write(')')

    for name, fn in (("_pprint_simplenamespace", _pprint_simplenamespace),
                     ("_pprint_dataclass", _pprint_dataclass)):
        fn.__qualname__ = "PrettyPrinter." + name
        type.__setattr__(P, name, fn)
    # The dispatch table holds the originals: point it at the guarded ones.
    for k, v in list(P._dispatch.items()):
        if v is real_ns:
            P._dispatch[k] = _pprint_simplenamespace


def _wrap_operator(p):
    import operator
    real_attrgetter, real_methodcaller = operator.attrgetter, operator.methodcaller

    # The names are fixed when the getter is made, so checking them here is enough.
    # Names are copied to plain str before the check (a subclass could override split
    # or compare equal to anything), and the copies are what the real getter receives.
    def attrgetter(attr, *attrs):
        plain = []
        for a in (attr,) + attrs:
            if not _isinstance(a, str):
                raise TypeError("attribute name must be a string")
            a = str.__str__(a)
            for part in str.split(a, "."):
                if not _safepy.attr_allowed(part, False):
                    raise _SandboxError("access to attribute '%s' is not allowed" % part)
            plain.append(a)
        paths = [tuple(str.split(a, ".")) for a in plain]

        # Never the real operator.attrgetter: type() of it would be an unchecked getattr
        # by string. Every part goes through the checked getattr, per object.
        def attrgetter_(obj):
            vals = []
            for path in paths:
                v = obj
                for part in path:
                    v = _safepy.getattr(v, part)
                vals.append(v)
            return vals[0] if len(vals) == 1 else tuple(vals)
        return attrgetter_

    def methodcaller(name, /, *args, **kwargs):
        if not _isinstance(name, str):
            raise TypeError("method name must be a string")
        name = str.__str__(name)
        if not _safepy.attr_allowed(name, False):
            raise _SandboxError("access to attribute '%s' is not allowed" % name)
        # Never the real operator.methodcaller (its type is an unchecked call by name).
        return lambda obj: _safepy.getattr(obj, name)(*args, **kwargs)

    attrgetter.__doc__ = real_attrgetter.__doc__
    methodcaller.__doc__ = real_methodcaller.__doc__
    p.attrgetter, p.methodcaller = attrgetter, methodcaller
    if isinstance(getattr(p, "__all__", None), list):
        p.__all__ += ["attrgetter", "methodcaller"]


def _named_like(call, fn):
    call.__name__ = call.__qualname__ = getattr(fn, "__name__", "call")
    call.__doc__ = getattr(fn, "__doc__", None)
    return call


class cached_property:
    """functools.cached_property that only caches on ordinary instances: the stdlib one
    reads instance.__dict__ of whatever it is given (a class included) under any name."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names "
                            "(%r and %r)." % (self.attrname, name))

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        if type(name) is not str or not _safepy.attr_allowed(name, True) or name.startswith("__"):
            raise _SandboxError("access to attribute %r is not allowed" % (name,))
        if _isinstance(instance, (type, _ModuleType)) or not _safepy.private_ok(instance):
            raise _SandboxError("cached_property is only available on objects of your own classes")
        try:
            cache = _object_getattribute(instance, "__dict__")
        except AttributeError:
            raise TypeError("No '__dict__' attribute on %r instance to cache %r property."
                            % (type(instance).__name__, name)) from None
        if type(cache) is not dict:
            raise TypeError("cached_property needs a plain instance __dict__")
        val = cache.get(name, _MISSING)
        if val is _MISSING:
            val = self.func(instance)
            cache[name] = val
        return val

    __class_getitem__ = classmethod(types.GenericAlias)


cached_property.__module__ = "functools"


def _wrap_enum(p):
    import enum

    # global_enum writes members into sys.modules[cls.__module__]; that name comes from
    # an attribute lookup a metaclass can fake. This version only ever writes into the
    # user's own module (the name read through type's own descriptor, not the metaclass).
    def global_enum(cls, update_str=False):
        module = type.__dict__["__module__"].__get__(cls)
        if module != "__main__":
            raise _SandboxError("global_enum() is only available for enums of the user's code")
        if issubclass(cls, enum.Flag):
            cls.__repr__ = enum.global_flag_repr
        else:
            cls.__repr__ = enum.global_enum_repr
        if not issubclass(cls, enum.ReprEnum) or update_str:
            cls.__str__ = enum.global_str
        # Only member names user code could bind itself: the mapping is the user's to
        # edit (_member_map_), and a key like __safepy_match_ref__ would shadow the
        # rewriters' helpers in the module's globals.
        members = {}
        for k, v in dict(cls.__members__).items():
            if type(k) is not str or not k.isidentifier() or k.startswith("_"):
                raise _SandboxError("global_enum() member name %r is not allowed" % (k,))
            members[k] = v
        sys.modules["__main__"].__dict__.update(members)
        return cls

    global_enum.__doc__ = enum.global_enum.__doc__
    p.global_enum = global_enum

    # EnumType._convert_ reads any module's globals by name; nothing after setup needs it.
    def _convert_(cls, *args, **kwargs):
        raise _SandboxError("Enum._convert_() is not available in the sandbox")
    type.__setattr__(enum.EnumType, "_convert_", _convert_)


def _safe_get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """typing.get_type_hints without evaluation: the stdlib version hands the real globals
    of stdlib modules to anything that passes isinstance(x, ForwardRef). Annotations that
    are already objects are returned; strings and forward references are refused (they
    would need eval)."""
    import typing
    if _isinstance(obj, type):
        hints = {}
        for base in reversed(type.__dict__["__mro__"].__get__(obj)):
            ann = type.__dict__["__dict__"].__get__(base).get("__annotations__", {})
            if type(ann) is dict:
                hints.update(ann)
    else:
        hints = getattr(obj, "__annotations__", None)
        if hints is None:
            return {}
        hints = dict(hints)
    out = {}
    for name, value in hints.items():
        if type(value) is str or _isinstance(value, (str, typing.ForwardRef)):
            raise _SandboxError("string annotations (forward references) cannot be "
                                "evaluated in the sandbox")
        if value is None:
            value = type(None)
        out[name] = value if include_extras else typing._strip_annotations(value)
    return out


def _wrap_json_encoder():
    """json.dumps's C encoder reads list and tuple items it does not hold across user code
    (a list subclass's __iter__, run to convert it, can free it: red-team pass 82). It
    only gets graphs of plain values (_safepy.json_plain), where no user code runs; json's
    own Python encoder, which holds what it encodes, takes everything else."""
    import json.encoder as je
    real = je.c_make_encoder
    if real is None:
        return
    plain = _safepy.json_plain
    INFINITY = je.INFINITY

    def c_make_encoder(markers, default, encoder, indent, key_separator, item_separator,
                       sort_keys, skipkeys, allow_nan):
        fast = real(markers, default, encoder, indent, key_separator, item_separator,
                    sort_keys, skipkeys, allow_nan)

        # (json.encoder.JSONEncoder.iterencode's own floatstr, with the C encoder's message.)
        def floatstr(o, allow_nan=allow_nan, _repr=float.__repr__, _inf=INFINITY, _neginf=-INFINITY):
            if o != o:
                text = 'NaN'
            elif o == _inf:
                text = 'Infinity'
            elif o == _neginf:
                text = '-Infinity'
            else:
                return _repr(o)
            if not allow_nan:
                raise ValueError("Out of range float values are not JSON compliant")
            return text

        slow = je._make_iterencode(markers, default, encoder, indent, floatstr, key_separator,
                                   item_separator, sort_keys, skipkeys, True)

        def _iterencode(o, _current_indent_level):
            if plain(o):
                return fast(o, _current_indent_level)
            return slow(o, _current_indent_level)
        return _iterencode

    je.c_make_encoder = c_make_encoder
