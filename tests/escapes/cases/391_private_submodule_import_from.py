# technique: `from re import _parser` passes the AST check (alias names only pass attr_allowed, which allows single-underscore names); the proxy lacks _parser, so IMPORT_FROM's fallback reads sys.modules["re._parser"]: a private stdlib module (re's private attribute), with its own private helpers and globals
# expect: any
from re import _parser, _compiler
print(type(_parser), _parser, _parser.parse)
print(type(_compiler), _compiler, _compiler.compile)
