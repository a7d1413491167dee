#!/usr/bin/env python3
"""Regenerates test/conformance/yaql/expected.json: each expression of cases.json evaluated by the
yaql library Heat 19 uses (Debian python3-yaql), with Heat's limits, over the case's data as `$`.

usage: python3 scripts/gen-yaql-cases.py   (from the repository root; never edit the output)

`keys()` gives a Python set, whose order follows the string hash: the script runs itself again with
PYTHONHASHSEED=1 (the order expected.json records) under Debian's python3, which has yaql.
"""
import json
import os
import sys

if os.environ.get('PYTHONHASHSEED') != '1' or sys.executable != '/usr/bin/python3':
    os.execve('/usr/bin/python3', ['/usr/bin/python3', os.path.abspath(__file__)] + sys.argv[1:], dict(os.environ, PYTHONHASHSEED='1'))

import yaql  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'yaql')


def plain(v):
    if isinstance(v, dict) or hasattr(v, 'items') and hasattr(v, 'keys'):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple, set, frozenset)) or hasattr(v, '__next__'):
        return [plain(x) for x in v]
    return v


def main():
    with open(os.path.join(SUITE, 'cases.json')) as f:
        suite = json.load(f)
    engine = yaql.YaqlFactory().create({'yaql.limitIterators': 200, 'yaql.memoryQuota': 10000})
    context = yaql.create_context()
    out = {}
    for expression in suite['expressions']:
        try:
            value = engine(expression).evaluate(suite['data'], context.create_child_context())
            out[expression] = {'value': plain(value)}
        except Exception as e:  # the library's own error is the expectation
            out[expression] = {'error': type(e).__name__}
    with open(os.path.join(SUITE, 'expected.json'), 'w') as f:
        json.dump(out, f, indent=2, sort_keys=True)
        f.write('\n')
    print(f'{len(out)} expressions')


if __name__ == '__main__':
    main()
