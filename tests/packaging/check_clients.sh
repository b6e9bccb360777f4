#!/bin/sh
# SPDX-License-Identifier: MIT
# packaging_clients: the client configuration examples are valid JSON, follow each client's
# conventions, and the CI example is valid YAML.
# usage: check_clients.sh PACKAGING_DIR
set -eu
dir=$1
fail=0
n=0
for f in "$dir"/clients/*/*.json; do
	n=$((n + 1))
	if python3 -m json.tool "$f" >/dev/null; then
		echo "ok json: ${f#$dir/}"
	else
		echo "FAIL json: ${f#$dir/}"
		fail=1
	fi
done
[ $n -eq 6 ] || { echo "FAIL: expected 6 client configs (3 clients x spawn/daemon), found $n"; fail=1; }

python3 - "$dir" <<'PY' || fail=1
import json, os, sys
d = sys.argv[1]
bad = []
for variant, cmd in (("spawn", "mcp"), ("daemon", "connect")):
    for name, key in (("claude_desktop_config.json", "mcpServers"), ("cursor-mcp.json", "mcpServers"),
                      ("vscode-mcp.json", "servers")):
        p = os.path.join(d, "clients", variant, name)
        try:
            cfg = json.load(open(p))
        except (OSError, ValueError) as e:
            bad.append(f"{variant}/{name}: {e}")
            continue
        servers = cfg.get(key)
        if not isinstance(servers, dict) or "safepy" not in servers:
            bad.append(f"{variant}/{name}: no '{key}.safepy' entry")
            continue
        s = servers["safepy"]
        if not os.path.isabs(s.get("command", "")) or not s["command"].endswith("/safepy"):
            bad.append(f"{variant}/{name}: command must be an absolute path to safepy")
        args = s.get("args", [])
        if not args or args[0] != cmd:
            bad.append(f"{variant}/{name}: args must start with '{cmd}'")
        if key == "servers" and s.get("type") != "stdio":
            bad.append(f"{variant}/{name}: VS Code needs \"type\": \"stdio\"")
        if cmd == "connect" and "--socket" not in args:
            bad.append(f"{variant}/{name}: hosts drop XDG_RUNTIME_DIR, give --socket")
for b in bad:
    print("FAIL", b)
print("conventions:", "FAIL" if bad else "ok")
sys.exit(1 if bad else 0)
PY

wf="$dir/ci/github-actions-validate.yml"
if python3 -c 'import yaml' 2>/dev/null; then
	python3 - "$wf" <<'PY' || fail=1
import sys, yaml
wf = yaml.safe_load(open(sys.argv[1]))
steps = wf["jobs"]["validate"]["steps"]
runs = "\n".join(s.get("run", "") for s in steps)
assert "safepy run --json" in runs, "the workflow must run safepy run --json"
assert any("install" in s.get("name", "").lower() for s in steps), "no install step"
print("ok yaml: ci/github-actions-validate.yml (%d steps)" % len(steps))
PY
else
	echo "note: PyYAML missing, the CI example was not parsed"
fi
exit $fail
