#!/usr/bin/env python3
"""Regenerates test/conformance/puppet-syntax/expected.json with `puppet parser validate`.

usage: python3 scripts/gen-syntax-cases.py   (needs Debian's puppet 7)

One Puppet process per case (so definitions in different cases never collide), in throw-away
settings directories; records whether Puppet accepts the file and its first error line.
"""
import json
import os
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, 'test', 'conformance', 'puppet-syntax', 'cases')


def validate(name, sandbox):
    d = os.path.join(sandbox, name)
    settings = []
    for s in ('confdir', 'vardir', 'codedir', 'logdir', 'rundir'):
        settings += [f'--{s}', os.path.join(d, s)]
    r = subprocess.run(['puppet', 'parser', 'validate', '--color=false', *settings, os.path.join(CASES, name + '.pp')],
                       capture_output=True, text=True)
    out = (r.stdout + r.stderr).strip().splitlines()
    result = {'valid': r.returncode == 0}
    if r.returncode != 0 and out:
        first = out[0]
        result['message'] = re.sub(r'\(file: [^,)]*', '(file: CASE', first)
        m = re.search(r'line: (\d+)', first)
        if m:
            result['line'] = int(m.group(1))
    return name, result


def main():
    names = sorted(f[:-3] for f in os.listdir(CASES) if f.endswith('.pp'))
    with tempfile.TemporaryDirectory() as sandbox, ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(pool.map(lambda n: validate(n, sandbox), names))
    with open(os.path.join(ROOT, 'test', 'conformance', 'puppet-syntax', 'expected.json'), 'w') as f:
        json.dump(results, f, indent=2, sort_keys=True)
        f.write('\n')
    print(f"{len(results)} cases, {sum(1 for r in results.values() if r['valid'])} valid")


if __name__ == '__main__':
    main()
