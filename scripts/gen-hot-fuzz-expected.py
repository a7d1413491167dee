#!/usr/bin/env python3
"""Writes test/conformance/hot-fuzz/expected.json: real Heat 19's answer to every random HOT case.

usage: python3 scripts/gen-hot-fuzz-expected.py   (from the repository root)

The cases are test/conformance/hot-fuzz/cases.json, written by scripts/gen-hot-fuzz-cases.ts
(seeded). Each is a scripts/oracles/heat_oracle.py case (template, files, environment_files,
environment, parameters; plus its name); all run in one Python process through the oracle's own
run_case, as scripts/gen-hot-conformance.py runs the hand-written HOT cases. The answers are
written unchanged, keyed by case name; never edit them by hand.
"""
import importlib.util
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'hot-fuzz')


def conformance():
    spec = importlib.util.spec_from_file_location('gen_hot_conformance', os.path.join(ROOT, 'scripts', 'gen-hot-conformance.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    gen = conformance()
    if os.environ.get('PYTHONHASHSEED') != '0':
        # Heat lists some names in set order: pin the hash seed (and Debian's python3), as the oracle does.
        exe = sys.executable
        try:
            import heat  # noqa: F401
        except ImportError:
            exe = '/usr/bin/python3'
        os.execve(exe, [exe, os.path.abspath(__file__)] + sys.argv[1:], dict(os.environ, PYTHONHASHSEED='0'))
    o = gen.oracle()
    with open(os.path.join(SUITE, 'cases.json')) as f:
        cases = json.load(f)['cases']
    answers = {}
    for case in cases:
        spec = dict(case)
        name = spec.pop('name')
        out = o.run_case(spec)
        if 'unsupported' in out:
            raise SystemExit(f'{name}: {out["unsupported"]}')
        if out.get('heat_version') != gen.HEAT_VERSION:
            raise SystemExit(f'{name}: expected Heat {gen.HEAT_VERSION}, the oracle ran {out.get("heat_version")}')
        answers[name] = out
    with open(os.path.join(SUITE, 'expected.json'), 'w') as f:
        json.dump(answers, f, indent=1, sort_keys=True)
        f.write('\n')
    errors = sum('error' in a for a in answers.values())
    print(f'{len(answers)} cases ({errors} with a Heat error)')


if __name__ == '__main__':
    main()
