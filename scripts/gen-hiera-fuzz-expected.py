#!/usr/bin/env python3
"""Writes test/conformance/hiera-generated/expected.json from real Puppet 7.23.

usage: python3 scripts/gen-hiera-fuzz-expected.py [CASE_ID...]

For every case of test/conformance/hiera-generated/cases.json (written by
scripts/gen-hiera-fuzz-cases.ts) the case's environment is written to a scratch directory and
`puppet lookup --render-as json` runs on it through scripts/oracles/puppet_lookup.sh (one process
per case: `puppet lookup` answers one lookup, and its first found key when given several), two at a
time. Each expectation is {"exit", "stdout", "stderr"}, stderr with the scratch and sandbox
directories replaced by <env> and <sandbox> so that it does not change from run to run. `puppet
lookup` exits 1 without an error message both when no level has the key and when the lookup fails (it keeps a
lookup error for --explain), so such a case runs again with --explain and the explanation's last line,
which says why, is kept as "explained". The file is committed; never edit it.
"""
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'hiera-generated')
ORACLE = os.path.join(ROOT, 'scripts', 'oracles', 'puppet_lookup.sh')
# The hand-written suite's script: how a case's merge options become `puppet lookup` flags.
_SPEC = importlib.util.spec_from_file_location('gen_hiera_conformance', os.path.join(ROOT, 'scripts', 'gen-hiera-conformance.py'))
CONFORMANCE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(CONFORMANCE)


def materialize(scratch, name, env):
    """The environment's files under scratch/<name>/, its fact sets as scratch/<name>-<facts>.json."""
    root = os.path.join(scratch, name)
    for rel, text in env['files'].items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
    for fname, facts in env['facts'].items():
        with open(os.path.join(scratch, f'{name}-{fname}.json'), 'w', encoding='utf-8') as f:
            json.dump(facts, f)


def command(scratch, case, explain=False):
    cmd = ['bash', ORACLE, '--node', case['node'], '--facts', os.path.join(scratch, f"{case['env']}-{case['facts']}.json"),
           '--env-dir', os.path.join(scratch, case['env']), '--environment', case['environment']]
    return cmd + CONFORMANCE.lookup_flags(case) + (['--explain'] if explain else ['--render-as', 'json']) + case['keys']


def main():
    with open(os.path.join(SUITE, 'cases.json'), encoding='utf-8') as f:
        suite = json.load(f)
    wanted = set(sys.argv[1:])
    todo = [c for c in suite['cases'] if not wanted or c['id'] in wanted]
    out_path = os.path.join(SUITE, 'expected.json')
    expected = {}
    if wanted and os.path.exists(out_path):
        with open(out_path, encoding='utf-8') as f:
            expected = json.load(f)
    scratch = tempfile.mkdtemp(prefix='hiera-fuzz.')
    try:
        for name, env in suite['envs'].items():
            materialize(scratch, name, env)

        def stable(text):
            return re.sub(r'/\S*/puppet-oracle\.\w+', '<sandbox>', text.replace(scratch, '<env>'))

        def run(case):
            r = subprocess.run(command(scratch, case), capture_output=True, text=True)
            result = {'exit': r.returncode, 'stdout': r.stdout, 'stderr': stable(r.stderr)}
            if r.returncode == 1 and 'Error: ' not in r.stderr:
                e = subprocess.run(command(scratch, case, explain=True), capture_output=True, text=True)
                lines = [line.strip() for line in e.stdout.splitlines() if line.strip()]
                result['explained'] = stable(lines[-1]) if lines else ''
            return case['id'], result

        with ThreadPoolExecutor(max_workers=2) as pool:
            for cid, result in pool.map(run, todo):
                expected[cid] = result
                print(f"{cid}: exit {result['exit']}", flush=True)
    finally:
        shutil.rmtree(scratch)
    order = [c['id'] for c in suite['cases']]
    with open(out_path, 'w', encoding='utf-8') as f:
        json.dump({cid: expected[cid] for cid in order if cid in expected}, f, indent=1, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    main()
