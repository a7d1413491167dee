#!/usr/bin/env bash
# Writes Puppet's resource type metadata for a module path, as `puppet generate types` makes it
# for an environment, into OUTDIR (the bundled example keeps it in modules/.resource_types).
#   scripts/gen-resource-types.sh modules modules/.resource_types
# Runs the installed Puppet 7 in a throw-away confdir/vardir; never touches /etc/puppet.
set -euo pipefail
mp=$(cd "$1" && pwd)
out=$2
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/envs/production"
cp -r "$mp" "$t/envs/production/modules"
rm -rf "$t/envs/production/modules/.resource_types"
puppet generate types --confdir "$t/conf" --vardir "$t/var" --codedir "$t/code" --logdir "$t/log" \
  --rundir "$t/run" --environmentpath "$t/envs" --environment production --force >&2
mkdir -p "$out"
cp "$t/envs/production/.resource_types/"*.pp "$out/"
