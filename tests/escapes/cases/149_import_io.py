# technique: io.open on the canary (io is allowed for its in-memory streams)
# expect: SandboxError: io.open() is not available in the sandbox (there are no files)
import io
io.open('CANARY_PATH').read()
