#!/usr/bin/env bash
# Regenerates the example catalogs from the bundled module path (modules/) with the REAL Puppet
# (scripts/oracles/puppet_compile.sh), so `overcat override` runs on what Puppet emits:
#   node01.example.com.json   the whole node (classes base, base::ssh and nova)
#   tasks/base.json           the "base" deployment task's catalog
#   tasks/ssh.json            the "ssh" deployment task's catalog (class base::ssh)
#   tasks/nova.json           the "nova" deployment task's catalog
# Volatile fields (version, catalog_uuid) are pinned so regeneration is reproducible, and
# absolute manifest paths are made relative to the repository.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
ORACLES="${OVERCAT_ORACLES:-$ROOT/scripts/oracles}"
NODE=node01.example.com

compile() { # OUT CLASS...
  local out="$1"; shift
  local args=()
  for c in "$@"; do args+=(--class "$c"); done
  "$ORACLES/puppet_compile.sh" --node "$NODE" --facts "$HERE/facts.json" \
    --modulepath "$ROOT/modules" "${args[@]}" \
  | python3 -c '
import json, sys
root = sys.argv[1] + "/"
c = json.load(sys.stdin)
c["version"] = 1700000000
c["catalog_uuid"] = "00000000-0000-4000-8000-000000000000"
for r in c["resources"]:
    if "file" in r and r["file"].startswith(root):
        r["file"] = r["file"][len(root):]
json.dump(c, sys.stdout, indent=2, ensure_ascii=False)
sys.stdout.write("\n")
' "$ROOT" > "$out"
}

mkdir -p "$HERE/tasks"
compile "$HERE/$NODE.json" base base::ssh nova
compile "$HERE/tasks/base.json" base
compile "$HERE/tasks/ssh.json" base::ssh
compile "$HERE/tasks/nova.json" nova
