#!/usr/bin/env python3
"""Regenerates test/hostile/puppet-depth.expected.json: Puppet 7's verdict on deeply nested
manifests and EPP templates (`puppet parser validate`, `puppet epp validate`).

usage: python3 scripts/gen-depth-cases.py   (needs Debian's puppet 7)

Each case is `prefix + open * depth + middle + close * depth + suffix`; the test builds the same
text from the recorded fields and compares overcat's verdict with Puppet's below overcat's
nesting limit, and expects overcat's coded depth error (never a crash) above it.
"""
import json
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'test', 'hostile', 'puppet-depth.expected.json')

SHAPES = {
    'array': ('$x = ', '[', '1', ']', '\n', '.pp'),
    'paren': ('$x = ', '(', '1', ')', '\n', '.pp'),
    'hash': ('$x = ', '{a=>', '1', '}', '\n', '.pp'),
    'if': ('', 'if true {', 'notice(1)', '}', '\n', '.pp'),
    'call': ('$x = ', 'f(1, ', '1', ')', '\n', '.pp'),
    'array-unclosed': ('$x = ', '[', '1', ']', '', '.pp'),
    'epp-array': ('<%= ', '[', '1', ']', ' %>\n', '.epp'),
}
DEPTHS = {
    'array': [100, 495, 1000, 5000],
    'paren': [100, 495, 1000],
    'hash': [100, 495, 1000],
    'if': [100, 245, 500],
    'call': [100, 495],
    'array-unclosed': [50, 200, 495],
    'epp-array': [100, 495, 1000],
}


def text(shape, depth):
    prefix, open_, middle, close, suffix, _ = SHAPES[shape]
    # The unclosed case drops one closing bracket: a syntax error at the deepest level's end.
    closes = depth - 1 if shape == 'array-unclosed' else depth
    return prefix + open_ * depth + middle + close * closes + suffix


def run(case, sandbox):
    shape, depth = case
    ext = SHAPES[shape][5]
    d = os.path.join(sandbox, f'{shape}-{depth}')
    os.makedirs(d)
    path = os.path.join(d, 'case' + ext)
    with open(path, 'w') as f:
        f.write(text(shape, depth))
    settings = []
    for s in ('confdir', 'vardir', 'codedir', 'logdir', 'rundir'):
        settings += [f'--{s}', os.path.join(d, s)]
    command = ['epp', 'validate'] if ext == '.epp' else ['parser', 'validate']
    r = subprocess.run(['puppet', *command, '--color=false', *settings, path], capture_output=True, text=True)
    prefix, open_, middle, close, suffix, _ = SHAPES[shape]
    return {
        'shape': shape, 'depth': depth, 'ext': ext, 'prefix': prefix, 'open': open_, 'middle': middle,
        'close': close, 'closes': depth - 1 if shape == 'array-unclosed' else depth, 'suffix': suffix,
        'puppetValid': r.returncode == 0,
    }


def main():
    cases = [(shape, depth) for shape, depths in DEPTHS.items() for depth in depths]
    with tempfile.TemporaryDirectory() as sandbox, ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda c: run(c, sandbox), cases))
    with open(OUT, 'w') as f:
        json.dump(results, f, indent=1)
        f.write('\n')
    print(f'{len(results)} cases written to {os.path.relpath(OUT, ROOT)}')


if __name__ == '__main__':
    main()
