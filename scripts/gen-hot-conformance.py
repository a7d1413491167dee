#!/usr/bin/env python3
"""Regenerates test/conformance/hot/expected/*.json by running real Heat 19 on every HOT case.

usage: python3 scripts/gen-hot-conformance.py [CASE-NAME ...]   (from the repository root)
       python3 scripts/gen-hot-conformance.py --probe FILE.yaml  (print Heat's answer, write nothing)

Each test/conformance/hot/cases/<name>.yaml is a scripts/oracles/heat_oracle.py case (template,
files, environment_files, parameters, ...; plus a `description` the oracle ignores). All cases run
in one Python process (Heat's import takes seconds), through the oracle's own run_case: Heat 19's
API and engine code validate the stack, resolve every enabled resource's properties and every
output. The answer is written unchanged to expected/<name>.json; never edit it by hand.
"""
import importlib.util
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'hot')
CASES = os.path.join(SUITE, 'cases')
EXPECTED = os.path.join(SUITE, 'expected')
ORACLE = os.environ.get('HEAT_ORACLE', os.path.join(ROOT, 'scripts', 'oracles', 'heat_oracle.py'))
HEAT_VERSION = '19.0.0'


def oracle():
    spec = importlib.util.spec_from_file_location('heat_oracle', ORACLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def reexec():
    # Heat lists some names in set order and is installed for Debian's python3: pin both, as the oracle does.
    exe = sys.executable
    try:
        import heat  # noqa: F401
    except ImportError:
        exe = '/usr/bin/python3'
    if os.environ.get('PYTHONHASHSEED') != '0' or exe != sys.executable:
        os.execve(exe, [exe, os.path.abspath(__file__)] + sys.argv[1:], dict(os.environ, PYTHONHASHSEED='0'))


def answer(o, path):
    case = o.load_case(path)
    case.pop('description', None)
    out = o.run_case(case)
    if 'unsupported' in out:
        raise SystemExit(f'{path}: {out["unsupported"]}')
    if out.get('heat_version') != HEAT_VERSION:
        raise SystemExit(f'{path}: expected Heat {HEAT_VERSION}, the oracle ran {out.get("heat_version")}')
    return out


def main(argv):
    reexec()
    o = oracle()
    if argv[:1] == ['--probe']:
        for path in argv[1:]:
            print(json.dumps(answer(o, path), indent=2, sort_keys=True))
        return
    every = sorted(f[:-5] for f in os.listdir(CASES) if f.endswith('.yaml'))
    names = argv or every
    unknown = sorted(set(names) - set(every))
    if unknown:
        raise SystemExit(f'no such case: {", ".join(unknown)}')
    os.makedirs(EXPECTED, exist_ok=True)
    errors = 0
    for name in names:
        out = answer(o, os.path.join(CASES, name + '.yaml'))
        errors += 'error' in out
        with open(os.path.join(EXPECTED, name + '.json'), 'w') as f:
            json.dump(out, f, indent=2, sort_keys=True)
            f.write('\n')
    if not argv:
        for stale in sorted(set(f[:-5] for f in os.listdir(EXPECTED) if f.endswith('.json')) - set(every)):
            os.remove(os.path.join(EXPECTED, stale + '.json'))
    print(f'{len(names)} cases ({errors} with a Heat error)')


if __name__ == '__main__':
    main(sys.argv[1:])
