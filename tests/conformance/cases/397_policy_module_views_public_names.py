# Every allowed module offers the public (non-underscore, non-module) names CPython's
# module has, and __all__ lists the same names. A digest per module keeps the output short.
# (The lists are the running 3.11.x release's: 3.11.7's enum has two names 3.11.2's lacks.)
import hashlib
import abc, base64, binascii, bisect, calendar, cmath, collections, colorsys, contextlib
import copy, csv, dataclasses, datetime, decimal, difflib, enum, fractions, functools
import graphlib, heapq, hmac, html, itertools, json, math, numbers, operator, pprint
import queue, random, re, statistics, stat, string, struct, textwrap, time, typing
import unicodedata, zlib
import collections.abc, json.decoder, json.encoder, html.entities

mods = [abc, base64, binascii, bisect, calendar, cmath, collections, colorsys, contextlib,
        copy, csv, dataclasses, datetime, decimal, difflib, enum, fractions, functools,
        graphlib, hashlib, heapq, hmac, html, itertools, json, math, numbers, operator, pprint,
        queue, random, re, statistics, stat, string, struct, textwrap, time, typing,
        unicodedata, zlib, collections.abc, json.decoder, json.encoder, html.entities]
for mod in mods:
    names = sorted(n for n in dir(mod) if not n.startswith("_")
                   and type(getattr(mod, n)).__name__ != "module")
    all_ = getattr(mod, "__all__", None)
    all_names = sorted(all_) if all_ is not None else None
    digest = hashlib.sha256("\n".join(names).encode()).hexdigest()[:10]
    all_digest = hashlib.sha256("\n".join(all_names).encode()).hexdigest()[:10] if all_names else "-"
    print(mod.__name__, len(names), digest, len(all_names) if all_names else "-", all_digest)
