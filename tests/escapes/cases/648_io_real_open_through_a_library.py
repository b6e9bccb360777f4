# technique: the real io.open, reached through a class of the io view (TextIOWrapper's module is _io, not the view) and through codecs/tokenize-style helpers that call open
# expect: any
import io
names = [n for n in dir(io.TextIOWrapper) if 'open' in n]
print(names)
t = io.TextIOWrapper(io.BytesIO(b'x'))
print(type(t).__module__)
io.open.__wrapped__('CANARY_PATH').read()
