# technique: mathematical bold letters 𝐨𝐩𝐞𝐧 (NFKC -> open)
# expect: SandboxError: open() is not available in the sandbox (there are no files)
𝐨𝐩𝐞𝐧("CANARY_PATH").read()
