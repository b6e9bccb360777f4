# technique: io.FileIO and io.open_code (the raw file layer of the allowed io module) to create MARKER_PATH and read the canary
# expect: SandboxError: io.FileIO() is not available in the sandbox (there are no files)
import io
for f in (lambda: io.open_code('CANARY_PATH').read(), lambda: io.open('MARKER_PATH', 'w').write('x')):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
io.FileIO('MARKER_PATH', 'w').write(b'x')
