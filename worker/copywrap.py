# SPDX-License-Identifier: MIT
# copy and deepcopy, vetted: the state copy rebuilds objects from, the reduce tuples it
# calls, the memo it keeps originals in. Compiled into safepy-worker after wrappers.py
# (whose checks it uses); the harness installs it into the copy proxy during setup.
#
# Trust: copy runs the user's __reduce_ex__/__copy__/__deepcopy__ and hands them its
# memo; what a reduction returns is checked where it is used (the callable, the state,
# the object the state is written into), never only when first seen.

import _safepy
import types
from _safepy_wrappers import _dunder, _is_module_dict, _real_getattr

_SandboxError = _safepy.SandboxError
_isinstance = isinstance
_object_getattribute = object.__getattribute__


def _wrap_copy():
    import copy
    real = copy._reconstruct

    # copy and deepcopy rebuild objects from their state (their __dict__) and keep the
    # originals in the memo, where a __deepcopy__ can read them: the private state of
    # stdlib objects must not be copied out that way.
    def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None, *,
                     deepcopy=copy.deepcopy):
        # Bound methods and method-wrappers reduce to (getattr, (obj, name)), with the real
        # getattr of the frame that reduced them (copy's); deepcopy's args can even come
        # from a memo the user controls. The read follows the user's rules instead.
        if func is _real_getattr:
            func = _safepy.getattr
        # A stdlib __reduce__ can put its own module's globals (or the builtins' dict) in
        # the arguments (typing's aliases look their origin up in globals() by a name the
        # user chose): never hand a module's namespace to the callable.
        if type(args) is tuple and any(type(a) is dict and _is_module_dict(a) for a in args):
            raise _SandboxError("copy may not pass a module's namespace to %r" % (func,))
        # The state of an object not the user's comes from its type's own reduction only
        # (public state: a set's items, a partial's function and arguments), never the
        # default one (a stdlib object's real __dict__).
        if state is not None and not (_safepy.private_ok(x) or _safepy.own_reduce_ok(x)):
            raise _SandboxError("copying a '%s' object's private state is not available in "
                                "the sandbox" % type(x).__name__)
        if state is not None:
            state = _plain_state(state)
            real_func = func

            # The state is written into whatever func() returns, and func comes from the
            # object's own __reduce_ex__: only into an object the user owns (never a
            # stdlib function or object it hands back).
            def func(*a, **k):
                made = _makes_new(real_func, a)
                y = real_func(*a, **k)
                fresh = made is not None and type(y) is made
                # Into the user's own object, or into a new one of the same stdlib type
                # that reduced to this state (a copy of a set, a partial, a Random).
                if not (_safepy.private_ok(y) or (fresh and type(y) is type(x)
                                                  and _safepy.own_reduce_ok(y))):
                    raise _SandboxError("copy may not write state into a '%s' object"
                                        % type(y).__name__)
                # A C __setstate__ (functools.partial, the itertools types) replaces the
                # fields that C code running on the object may hold borrowed (its call,
                # its next(), its repr: use-after-free). Only on an object this very
                # copy made, which nothing can be running on; and only with the state the
                # C type's own reduction made: it trusts its shape (itertools.cycle kept
                # a list of the user's as its own, permutations read past its indices;
                # red-team pass 66).
                if _c_setstate(type(y)) and not fresh:
                    raise _SandboxError("copy may not restore the state of a '%s' object it "
                                        "did not make" % type(y).__name__)
                if _c_setstate(type(y)) and _python_reduction(x):
                    raise _SandboxError("copy may not restore a '%s' object's C state from a "
                                        "reduction of your own" % type(y).__name__)
                return y
        if memo is not None:
            # deepcopy copies args and state again, with a memo user hooks can read and
            # write (their keys are ids: a freed object's id, reused by the plain copy made
            # above, can be mapped to an object of the user's; red-team pass 77): what it
            # returns for them is checked again, as used.
            checked_args, checked_state, real_deepcopy_ = args, state, deepcopy

            def deepcopy(obj, memo, _nil=[]):
                r = real_deepcopy_(obj, memo)
                if obj is checked_args and type(r) is tuple and any(
                        type(a) is dict and _is_module_dict(a) for a in r):
                    raise _SandboxError("copy may not pass a module's namespace to %r" % (func,))
                if obj is checked_state and obj is not None:
                    r = _plain_state(r)
                return r
        return real(x, memo, func, args, state, listiter, dictiter, deepcopy=deepcopy)

    import copyreg
    builtin = type(len)
    _method_descriptor = type(object.__reduce_ex__)

    def _mro_entry(cls, name):
        for k in type.__dict__["__mro__"].__get__(cls):
            d = type.__dict__["__dict__"].__get__(k)
            if name in d:
                return d[name]
        return None

    def _c_setstate(cls):
        entry = _mro_entry(cls, "__setstate__")
        return entry is not None and type(entry) is not types.FunctionType

    # Whether the object reduces itself in Python: its class (or a base before the C one)
    # or its own __dict__ (copy finds __reduce_ex__ by ordinary lookup, the instance first:
    # red-team pass 76) -- then the state handed to __setstate__ is whatever that code made.
    def _python_reduction(x):
        cls = type(x)
        try:
            d = _object_getattribute(x, "__dict__")
        except AttributeError:
            d = None
        for name in ("__reduce_ex__", "__reduce__", "__getstate__"):
            if d is not None and (type(d) is not dict or name in d):
                return True
            entry = _mro_entry(cls, name)
            if entry is not None and type(entry) is not builtin and type(entry) is not _method_descriptor:
                return True
        return False

    # The class a reconstruction call is sure to make a new instance of, or None: a class
    # called through type's own __call__ (no metaclass), or copyreg's __newobj__/__newobj_ex__
    # calling cls.__new__, where __new__ is a C type's (a Python __new__ may return any
    # object it already has).
    def _makes_new(f, a):
        if f is copyreg.__newobj__ or f is copyreg.__newobj_ex__:
            f = a[0] if a else None
        elif not (_isinstance(f, type) and type(f) is type):
            return None
        if not _isinstance(f, type) or type(_mro_entry(f, "__new__")) is not builtin:
            return None
        return f

    # The state as plain copies, checked: what the real code iterates is exactly what was
    # checked (a dict subclass could show other keys to items()). A dict state and the
    # dict half of a (dict, slots) state go into the new object's __dict__: no dunder keys
    # (__dataclass_fields__, __wrapped__); slot state is applied with setattr: only names
    # user code could set itself, never private or dunder ones.
    def _plain_state(state):
        if type(state) is tuple and len(state) == 2:
            d, slots = state
            d = _plain_dict(d, _dunder) if d is not None else d
            if slots:
                slots = _plain_dict(slots, lambda k: k.startswith("_") or not _safepy.attr_allowed(k, True))
            return (d, slots)
        if _isinstance(state, dict):
            return _plain_dict(state, _dunder)
        return state

    def _plain_dict(d, refused):
        out = dict(d)
        for k in out:
            if type(k) is not str or refused(k):
                raise _SandboxError("copy state attribute %r is not allowed" % (k,))
        return out

    copy._reconstruct = _reconstruct

    # deepcopy keeps every original it copied alive in a list it stores in the memo, which
    # a user __deepcopy__ hook receives: the originals of a reduction's arguments too
    # (random.choice reduces to getattr(random._inst, ...)). They are kept here instead.
    kept = {}

    def _keep_alive(x, memo):
        kept.setdefault(id(memo), []).append(x)

    copy._keep_alive = _keep_alive

    # A memo is deepcopy's private bookkeeping: its get() and item assignments see (and
    # could substitute) every original and every argument being copied. Only a plain dict.
    real_deepcopy = copy.deepcopy

    def deepcopy(x, memo=None, _nil=[]):
        if memo is not None and type(memo) is not dict:
            raise _SandboxError("deepcopy() memo must be a plain dict")
        if memo is not None:
            return real_deepcopy(x, memo, _nil)  # the caller's memo: its originals stay kept
        memo = {}
        try:
            return real_deepcopy(x, memo, _nil)
        finally:
            kept.pop(id(memo), None)  # our own memo dies here: so may its originals

    deepcopy.__doc__ = real_deepcopy.__doc__
    return deepcopy
