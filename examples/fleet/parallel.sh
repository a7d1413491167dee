#!/usr/bin/env bash
# overcat fleet compile fanned out with GNU parallel (docs/fleet.md "GNU parallel").
#
# usage: parallel.sh SHARDS OUT [overcat compile options: --nodes, --modulepath, --hiera, ...]
#
# Runs shards 0..SHARDS-1 of `overcat compile --all-nodes` side by side, each into OUT/shard-I,
# then joins them into OUT/merged (report.json and every node's outputs, the same bytes one
# unsharded run writes). Exits with the merge's status: 0 when every node compiled, 1 when a node
# failed or a shard left no output. Re-running reuses every node whose inputs did not change.
# Deployment tasks: give `--all-tasks --tasks-file tasks.yaml` (and a nodes file with roles)
# instead of --manifest; each node's tasks then stay in one shard.
#
#   OVERCAT   the overcat command (default: overcat; e.g. "node /path/to/dist/src/cli/main.js")
#   SSH_LOGINS  machines for parallel's --sshlogin (e.g. ":,build1,build2"); the inputs must be at
#             the same paths there, and OUT on a shared filesystem.
set -euo pipefail

if [ $# -lt 2 ] || ! [[ "$1" =~ ^[1-9][0-9]*$ ]]; then
  sed -n '4,5p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi
shards=$1
out=$2
shift 2
overcat=${OVERCAT:-overcat}

remote=()
[ -n "${SSH_LOGINS:-}" ] && remote=(--sshlogin "$SSH_LOGINS" --workdir .)

# --halt never: a shard whose nodes fail still wrote its report; the merge below counts them.
seq 0 $((shards - 1)) | parallel --jobs "$shards" --halt never --line-buffer ${remote[@]+"${remote[@]}"} \
  "$overcat compile --all-nodes $(printf '%q ' "$@") --shard {}/$shards --out $(printf '%q' "$out")/shard-{}" || true

shard_dirs=()
for ((i = 0; i < shards; i++)); do shard_dirs+=("$out/shard-$i"); done
exec $overcat batch merge "${shard_dirs[@]}" --out "$out/merged"
