#!/usr/bin/env bash
# Agent-side validation of many JSON catalogs in one Puppet process (what
# `puppet_apply_catalog.sh CATALOG --validate-only` does for one), inside one
# mktemp sandbox: Ruby and Puppet start once instead of once a catalog.
#
# usage:
#   oracles/puppet_validate_catalogs.sh LIST [--modulepath P] [-- extra puppet settings]
#
# LIST names one catalog file a line. Catalogs whose resources need Ruby types
# of a module (lib/puppet/type) are given that modulepath; the types loaded
# stay loaded, so catalogs of different modulepaths need separate runs.
# Prints one JSON summary line per catalog ({"file", "ok", "error", ...});
# exit 0 when every one is accepted, 1 otherwise.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/puppet_sandbox.sh
. "$HERE/lib/puppet_sandbox.sh"

usage() { sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
case "$1" in -h|--help) usage ;; esac
LIST="$(sb_abs "$1")"; shift
EXTRA=()
while [ $# -gt 0 ]; do
  sandbox_parse_arg "$@"
  if [ "$SB_SHIFT" -gt 0 ]; then shift "$SB_SHIFT"; continue; fi
  case "$1" in
    -h|--help) usage ;;
    --) shift; EXTRA=("$@"); break ;;
    *) echo "puppet_validate_catalogs.sh: unknown argument: $1" >&2; usage ;;
  esac
done
# Validation reads no facts and no node data: any certname does.
[ -n "$SB_NODE" ] || SB_NODE=validate.invalid

sandbox_build

set +e   # no exec: the EXIT trap must still remove the sandbox
ruby "$HERE/lib/validate_catalog.rb" --list "$LIST" "${PUPPET_SETTINGS[@]}" ${EXTRA[@]+"${EXTRA[@]}"}
rc=$?
set -e
exit $rc
