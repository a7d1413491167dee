#!/usr/bin/env python3
"""Regenerates the expected.json of the syntax suites with Puppet's own validators:
test/conformance/puppet-syntax (manifests, `puppet parser validate`) and
test/conformance/epp-syntax (EPP templates, `puppet epp validate`).

usage: python3 scripts/gen-syntax-cases.py [puppet-syntax|epp-syntax]   (needs Debian's puppet 7)

One Puppet process per case (so definitions in different cases never collide), in throw-away
settings directories; records whether Puppet accepts the file and its first error line.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# suite directory -> (case file extension, Puppet subcommand)
SUITES = {
    'puppet-syntax': ('.pp', ['parser', 'validate']),
    'epp-syntax': ('.epp', ['epp', 'validate']),
}


def validate(suite, name, sandbox):
    ext, command = SUITES[suite]
    d = os.path.join(sandbox, suite, name)
    settings = []
    for s in ('confdir', 'vardir', 'codedir', 'logdir', 'rundir'):
        settings += [f'--{s}', os.path.join(d, s)]
    cases = os.path.join(ROOT, 'test', 'conformance', suite, 'cases')
    r = subprocess.run(['puppet', *command, '--color=false', *settings, os.path.join(cases, name + ext)],
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


def generate(suite, sandbox):
    ext, _ = SUITES[suite]
    directory = os.path.join(ROOT, 'test', 'conformance', suite)
    names = sorted(f[:-len(ext)] for f in os.listdir(os.path.join(directory, 'cases')) if f.endswith(ext))
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(pool.map(lambda n: validate(suite, n, sandbox), names))
    with open(os.path.join(directory, 'expected.json'), 'w') as f:
        json.dump(results, f, indent=2, sort_keys=True)
        f.write('\n')
    print(f"{suite}: {len(results)} cases, {sum(1 for r in results.values() if r['valid'])} valid")


def main():
    suites = sys.argv[1:] or list(SUITES)
    unknown = [s for s in suites if s not in SUITES]
    if unknown:
        sys.exit(f"unknown suite(s): {', '.join(unknown)}; known: {', '.join(SUITES)}")
    with tempfile.TemporaryDirectory() as sandbox:
        for suite in suites:
            generate(suite, sandbox)


if __name__ == '__main__':
    main()
