# SPDX-License-Identifier: MIT
# The reply half of safepy's evaluator, compiled into safepy-worker and loaded before
# harness.py: the JSON form of a result and the error object of an exception.
#
# It runs after user code, on objects user code made: values are read through the exact
# base types' own methods (str.__str__, int.__repr__, ...), so that a subclass that
# overrides them cannot make the reply invalid, and every size is checked against the caps
# the supervisor enforces again. The supervisor re-validates whatever comes out of here.

import _safepy

_isinstance = isinstance
_SandboxError = _safepy.SandboxError
_FILENAME = "<code>"


def _load_json_str():
    global _json_str
    import json.encoder
    _json_str = json.encoder.c_encode_basestring or json.encoder.py_encode_basestring


# ---------------------------------------------------------------- JSON form

_MAX_SAFE = 2 ** 53
_int_repr = int.__repr__
_float_repr = float.__repr__
_json_str = None  # set on first use (json is imported in setup)


class _Cycle(Exception):
    def __init__(self, obj_id):
        self.obj_id = obj_id


class _TooLarge(Exception):
    pass


# Set by the science module where numpy and friends are loaded: _convert[0](value, limit)
# gives a value's plain form (or _NO_FORM), _type_text[0](value) its result_type (or None).
_NO_FORM = object()
_convert = [None]
_type_text = [None]


def _key(k):
    t = type(k)
    if issubclass(t, str):
        return str.__str__(k)
    if t is bool or k is None:
        return {True: "true", False: "false", None: "null"}[k]
    if issubclass(t, int):
        return _int_repr(k)
    if issubclass(t, float):
        if k != k:
            return "NaN"
        if k in (float("inf"), float("-inf")):
            return "Infinity" if k > 0 else "-Infinity"
        return _float_repr(k)
    raise TypeError


class _Encoder:
    def __init__(self, limit):
        self.out = []
        self.size = 0
        self.limit = limit
        self.path = set()
        self.cycle = None

    def emit(self, s):
        # UTF-8 bytes, as the limit and the frame count them (a 4-byte character is one
        # code point).
        self.size += len(s) if s.isascii() else len(str.encode(s, "utf-8"))
        if self.size > self.limit:
            raise _TooLarge
        self.out.append(s)

    def string(self, s):
        self.emit(_jstr(s))

    def value(self, v):
        t = type(v)
        if v is None:
            return self.emit("null")
        if t is bool:
            return self.emit("true" if v else "false")
        if issubclass(t, str):
            return self.string(str.__str__(v))
        if issubclass(t, int):
            i = int.__int__(v) if t is not int else v
            if -_MAX_SAFE <= i <= _MAX_SAFE:
                return self.emit(_int_repr(i))
            return self.string(_int_repr(i))
        if issubclass(t, float):
            f = float.__float__(v)
            if f != f:
                return self.string("nan")
            if f in (float("inf"), float("-inf")):
                return self.string("inf" if f > 0 else "-inf")
            return self.emit(_float_repr(f))
        if issubclass(t, (list, tuple, set, frozenset, dict)):
            return self.container(v, t)
        if _convert[0] is not None:
            form = _convert[0](v, self.limit)
            if form is not _NO_FORM:
                return self.value(form)
        return self.string(repr(v))

    def container(self, v, t):
        oid = id(v)
        if oid in self.path:
            # Only this encoder's own exception counts (user code could construct one).
            self.cycle = _Cycle(oid)
            raise self.cycle
        mark = len(self.out), self.size
        self.path.add(oid)
        try:
            if issubclass(t, dict):
                # Subclasses keep their own order (OrderedDict.move_to_end), as json.dumps.
                items = list(dict.items(v) if t is dict else v.items())
                try:
                    keys = [_key(k) for k, _ in items]
                except TypeError:
                    del self.out[mark[0]:]
                    self.size = mark[1]
                    return self.string(repr(v))
                self.emit("{")
                for i, (k, (_, val)) in enumerate(zip(keys, items)):
                    if i:
                        self.emit(",")
                    self.string(k)
                    self.emit(":")
                    self.value(val)
                self.emit("}")
            else:
                if issubclass(t, list):
                    seq = list.__iter__(v)
                elif issubclass(t, tuple):
                    seq = tuple.__iter__(v)
                else:
                    seq = list(set.__iter__(v) if issubclass(t, set) else frozenset.__iter__(v))
                    try:
                        seq = sorted(seq)
                    except Exception:
                        pass
                self.emit("[")
                for i, item in enumerate(seq):
                    if i:
                        self.emit(",")
                    self.value(item)
                self.emit("]")
        except _Cycle as c:
            if c is not self.cycle or c.obj_id != oid:
                raise
            cycle = True
        else:
            cycle = False
        finally:
            self.path.discard(oid)
        if cycle:
            # repr() runs user code: outside the handler, so no exception it raises has
            # this encoder's _Cycle as its __context__.
            self.cycle = None
            del self.out[mark[0]:]
            self.size = mark[1]
            self.string(repr(v))


def _jstr(s):
    # A str subclass could answer encode() with anything: work on a plain copy.
    s = str.__str__(s)
    if _json_str is None:
        _load_json_str()
    try:
        str.encode(s, "utf-8")
    except UnicodeEncodeError:
        # Lone surrogates cannot be UTF-8: each becomes U+FFFD, as a JSON parser would
        # make of its escape. (Escaping the whole string instead made every other
        # non-ASCII character a 12-byte pair of escapes: past the frame's budget.)
        s = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in s)
    return _json_str(s)


# ---------------------------------------------------------------- errors

def _plain(s):
    return str.__str__(s) if _isinstance(s, str) else "?"


_type_name_of = type.__dict__["__name__"].__get__


_type_mro_of = type.__dict__["__mro__"].__get__


def _type_name(cls):
    """A class's name as a reply may carry it (what the supervisor accepts: 1 to 200
    bytes of UTF-8, a lone surrogate counting as the 3 of U+FFFD); else the nearest base
    class's that fits. The name is read from type itself: no metaclass answers for it."""
    n = str.__str__(_type_name_of(cls))
    if 0 < len(n) <= 200 and n.isascii():
        return n  # the common case
    for k in _type_mro_of(cls):
        n = str.__str__(_type_name_of(k))
        if 0 < len(str.encode(n, "utf-8", "surrogatepass")) <= 200:
            return n
    return "object"


def _exc_text(e):
    try:
        t = str(e)
        # A str subclass could answer slicing or encoding with anything: plain copy.
        return str.__str__(t) if _isinstance(t, str) else "<exception str() failed>"
    except BaseException:
        return "<exception str() failed>"


def _codes_of(code):
    """code and the code objects nested in it (functions, classes, comprehensions)."""
    out, todo = set(), [code]
    while todo:
        c = todo.pop()
        out.add(id(c))
        todo.extend(k for k in c.co_consts if type(k) is type(c))
    return out


def _user_frames(tb, mine):
    """(line, function name, whether the line is one of this call's) of the user's frames.
    mine: ids of this call's code objects, or None when every user frame is this call's (a
    session's functions of earlier calls have line numbers of other sources)."""
    frames = []
    while tb is not None:
        co = tb.tb_frame.f_code
        if co.co_filename == _FILENAME:
            frames.append((tb.tb_lineno, co.co_name, mine is None or id(co) in mine))
        tb = tb.tb_next
    return frames


def _traceback(frames, lines, e, etype):
    out = ["Traceback (most recent call last):\n"]
    last, repeat = None, 0

    def flush():
        if repeat > 3:
            out.append("  [Previous line repeated %d more times]\n" % (repeat - 3))

    for lineno, name, ours in frames:
        if (lineno, name) == last:
            repeat += 1
            if repeat > 3:
                continue
        else:
            flush()
            last, repeat = (lineno, name), 1
        out.append('  File "%s", line %d, in %s\n' % (_FILENAME, lineno, name))
        if ours and lineno and 0 < lineno <= len(lines):
            src = lines[lineno - 1].strip()
            if src:
                out.append("    %s\n" % src)
        if len(out) > 200:
            out.append("  ...\n")
            break
    flush()
    msg = _exc_text(e)
    out.append("%s: %s" % (etype, msg) if msg else etype)
    return "".join(out)[-16384:]


def _line(n, lines):
    """A line number the reply may carry: one of the code's lines (or just past them, where
    the parser reports an unexpected end), else none."""
    return n if type(n) is int and 1 <= n <= len(lines) + 1 else None


def _error_obj(e, lines, code=None):
    etype = _type_name(type(e))
    if isinstance(e, SyntaxError) and not isinstance(e, _SandboxError):
        line = _line(e.lineno, lines)
        text = (e.text or "").rstrip("\n")
        tb = '  File "%s", line %s\n' % (_FILENAME, "?" if line is None else line)
        if text.strip():
            tb += "    %s\n" % text.strip()
        tb += "%s: %s" % (etype, e.msg)
        return {"type": etype, "message": _exc_text(e), "line": line, "traceback": tb}
    frames = _user_frames(e.__traceback__, _codes_of(code) if code is not None else None)
    ours = [f for f in frames if f[2]]
    line = _line(ours[-1][0] if ours else getattr(e, "lineno", None), lines)
    if not frames and line:
        frames = [(line, "<module>", True)]
    return {"type": etype, "message": _exc_text(e), "line": line,
            "traceback": _traceback(frames, lines, e, etype)}
