#!/usr/bin/env python3
"""Regenerates test/conformance/heat/expected/*.json by running real Heat 19 on every case.

usage: python3 scripts/gen-heat-conformance.py [CASE-NAME ...]   (from the repository root)

Each test/conformance/heat/cases/<name>.yaml is a heat_oracle.py case (template, files,
environment_files, environment, parameters, previous, patch, clear_parameters, via_client,
client_parameters; plus a `description` the oracle ignores). The oracle
(scripts/oracles/heat_oracle.py, or $HEAT_ORACLE) sends it through Heat 19's own API and
engine code (Debian python3-heat; it re-executes itself with that interpreter) and prints what
Heat stored and resolved, or the error Heat raised. That output is written unchanged to
expected/<name>.json; never edit it by hand. With case names, only those are regenerated.
"""
import concurrent.futures
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'heat')
CASES = os.path.join(SUITE, 'cases')
EXPECTED = os.path.join(SUITE, 'expected')
ORACLE = os.environ.get('HEAT_ORACLE', os.path.join(ROOT, 'scripts', 'oracles', 'heat_oracle.py'))
HEAT_VERSION = '19.0.0'


def run(name):
    proc = subprocess.run([sys.executable, ORACLE, os.path.join(CASES, name + '.yaml')],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f'{name}: the oracle failed:\n{proc.stderr}')
    out = json.loads(proc.stdout)
    # A case must be decidable offline: no custom constraint that needs a live OpenStack API.
    if 'unsupported' in out:
        raise SystemExit(f'{name}: {out["unsupported"]}')
    if out.get('heat_version') != HEAT_VERSION:
        raise SystemExit(f'{name}: expected Heat {HEAT_VERSION}, the oracle ran {out.get("heat_version")}')
    return name, out


def main(argv):
    every = sorted(f[:-5] for f in os.listdir(CASES) if f.endswith('.yaml'))
    names = argv or every
    unknown = sorted(set(names) - set(every))
    if unknown:
        raise SystemExit(f'no such case: {", ".join(unknown)}')
    os.makedirs(EXPECTED, exist_ok=True)
    # Each oracle run imports Heat (about two seconds); run a few at once.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(run, names))
    for name, out in results:
        with open(os.path.join(EXPECTED, name + '.json'), 'w') as f:
            json.dump(out, f, indent=2, sort_keys=True)
            f.write('\n')
    if not argv:
        # Expectations of removed cases would otherwise linger.
        for stale in sorted(set(f[:-5] for f in os.listdir(EXPECTED) if f.endswith('.json')) - set(every)):
            os.remove(os.path.join(EXPECTED, stale + '.json'))
    errors = sum(1 for _, out in results if 'error' in out)
    print(f'{len(results)} cases ({errors} with a Heat error)')


if __name__ == '__main__':
    main(sys.argv[1:])
