#!/usr/bin/env python3
"""Regenerates test/conformance/heat-merge/expected.json with Heat 19's own merge code.

usage: /usr/bin/python3 scripts/gen-heat-merge-cases.py   (needs Debian's python3-heat)

For every case in test/conformance/heat-merge/cases.json ({id, types: {param: HOT type},
files: {name: env file text}, order: [names]}) it runs heat.common.environment_util.
merge_environments exactly as the engine does (from the sections the API starts with) and records the merged sections, or the class
and message of the exception Heat raises, plus `key_orders` (heat_oracle.key_orders): the key
order of each merged map holding an integer-like key, which sort_keys and a JS reader lose. The
output is committed; never edit it by hand.
"""
import importlib.util
import json
import os

from heat.common import environment_format, environment_util
from heat.engine import parameters

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'heat-merge')


def _oracle():
    spec = importlib.util.spec_from_file_location('heat_oracle', os.path.join(ROOT, 'scripts', 'oracles', 'heat_oracle.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


key_orders = _oracle().key_orders
TYPES = {'string': 'String', 'number': 'Number', 'comma_delimited_list': 'CommaDelimitedList', 'json': 'Json', 'boolean': 'Boolean'}


def run(case):
    schemata = {name: parameters.Schema(TYPES[t]) for name, t in case['types'].items()}
    # The API starts from default_for_missing({}) when env files are given (no inline environment).
    params = {}
    environment_format.default_for_missing(params)
    try:
        environment_util.merge_environments(case['order'], case['files'], params, schemata)
    except Exception as e:  # the class and message are the expectation
        return {'error': {'class': type(e).__name__, 'message': str(e)}}
    out = {'environment': params}
    # Dict order is lost to sort_keys and to a JS reader for integer-like keys: kept apart.
    orders = key_orders(json.loads(json.dumps(params)))
    if orders:
        out['key_orders'] = orders
    return out


def main():
    with open(os.path.join(SUITE, 'cases.json')) as f:
        cases = json.load(f)
    out = {c['id']: run(c) for c in cases}
    with open(os.path.join(SUITE, 'expected.json'), 'w') as f:
        json.dump(out, f, indent=2, sort_keys=True)
        f.write('\n')
    print(f'{len(out)} cases')


if __name__ == '__main__':
    main()
