#!/usr/bin/env python3
"""Regenerates test/conformance/hiera/expected/ from real Puppet.

usage: python3 scripts/gen-hiera-conformance.py [CASE_ID...]

Runs scripts/oracles/puppet_lookup.sh (Puppet 7.23, `apt-get install puppet`) for every case
in test/conformance/hiera/cases.yaml and writes expected/<id>.json = {"exit": rc, "stdout": raw
stdout of `puppet lookup --render-as json`} (or the case's `render`: s, yaml). `puppet lookup` fails
without a word (it keeps a lookup error for --explain), so a failing case marked `message: true` runs
again with --explain and keeps the explanation's last line, which says why, as "explained" (the
sandbox's environment directory written <env>). The expectations are committed; never edit them.

Each case's envs/<env> directory is copied verbatim as the Puppet environment (--env-dir), so its
hiera.yaml is read exactly as written: keys it leaves out get Puppet's own defaults. The sandbox
pins every setting that could vary between machines (certname = the node, confdir, codedir...).
"""
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'hiera')
ORACLE = os.path.join(ROOT, 'scripts', 'oracles', 'puppet_lookup.sh')


def load_cases():
    # cases.yaml is flow-style YAML; Ruby (which Puppet brings) parses it without extra Python packages.
    out = subprocess.run(['ruby', '-ryaml', '-rjson', '-e', 'puts JSON.generate(YAML.safe_load(File.read(ARGV[0])))',
                          os.path.join(SUITE, 'cases.yaml')], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def facts_of(case):
    return os.path.join(SUITE, 'facts', case['facts'] + '.yaml')


def certname(case):
    if 'node' in case:
        return case['node']
    with open(facts_of(case)) as f:
        for line in f:
            if line.startswith('clientcert:'):
                return line.split(':', 1)[1].strip()
    raise SystemExit('facts without clientcert: ' + case['facts'])


def command(case, explain=False):
    env = os.path.join(SUITE, 'envs', case['env'])
    cmd = ['bash', ORACLE, '--node', certname(case), '--facts', facts_of(case), '--env-dir', env]
    if 'environment' in case:
        cmd += ['--environment', case['environment']]
    if case.get('modulepath'):
        cmd += ['--modulepath', os.path.join(env, 'modules')]
    return cmd + lookup_flags(case) + (['--explain'] if explain else ['--render-as', case.get('render', 'json')]) + case['keys']


def lookup_flags(case):
    """A case's merge options and default as `puppet lookup` flags (gen-hiera-fuzz-expected.py's too)."""
    flags = []
    if 'merge' in case:
        flags += ['--merge', case['merge']]
    if 'knock_out_prefix' in case:
        flags += ['--knock-out-prefix', case['knock_out_prefix']]
    if case.get('sort_merged_arrays'):
        flags += ['--sort-merged-arrays']
    if case.get('merge_hash_arrays'):
        flags += ['--merge-hash-arrays']
    if 'default' in case:
        flags += ['--default', str(case['default'])]
    if 'type' in case:
        flags += ['--type', case['type']]
    return flags


def run(case):
    r = subprocess.run(command(case), capture_output=True, text=True)
    result = {'exit': r.returncode, 'stdout': r.stdout}
    if r.returncode != 0 and case.get('message'):
        explained = subprocess.run(command(case, explain=True), capture_output=True, text=True).stdout.strip().splitlines()
        result['explained'] = re.sub(r'/tmp/puppet-oracle\.\w+/envs/[a-z0-9_]+', '<env>', explained[-1].strip() if explained else '')
    with open(os.path.join(SUITE, 'expected', case['id'] + '.json'), 'w') as f:
        json.dump(result, f, indent=2, sort_keys=True, ensure_ascii=False)
        f.write('\n')
    return case['id'], r.returncode


def main():
    os.makedirs(os.path.join(SUITE, 'expected'), exist_ok=True)
    cases = load_cases()
    wanted = set(sys.argv[1:])
    todo = [c for c in cases if not wanted or c['id'] in wanted]
    with ThreadPoolExecutor(max_workers=2) as pool:
        for cid, rc in pool.map(run, todo):
            print(f'{cid}: exit {rc}')


if __name__ == '__main__':
    main()
