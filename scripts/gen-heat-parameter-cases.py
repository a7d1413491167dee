#!/usr/bin/env python3
"""Regenerates test/heat/parameters/expected.json by running real Heat 19 on every case.

usage: /usr/bin/python3 scripts/gen-heat-parameter-cases.py   (needs Debian's python3-heat)

Each case of test/heat/parameters/cases.yaml ({id, template: text | params: the text of the
parameters section with version: (default 2021-04-16), env: env file text, parameters: explicit
values}) goes through scripts/oracles/heat_oracle.py's run_case (a
stack create along Heat's own API and engine path, env.yaml as the one environment file). The
expectation keeps what the parameter work is about: the typed parameters, each parameter's
NoEcho/Immutable/Label/Description as Heat reports them and each condition's value (or the error
evaluating it raises), or the error class and message Heat raises. The output is committed; never edit it by hand.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'heat', 'parameters')
ORACLES = os.path.join(ROOT, 'scripts', 'oracles')


def expectation(out):
    if 'error' in out:
        err = out['error']
        return {'error': {'class': err['class'], 'message': err['message']}}
    if 'unsupported' in out:
        raise SystemExit('case needs a cloud: %s' % out['unsupported'])
    info = {name: {'hidden': i['NoEcho'] == 'true', 'immutable': i['Immutable'],
                   'label': i['Label'], 'description': i['Description']}
            for name, i in out['parameter_info'].items()}
    result = {'parameters': out['parameters'], 'info': info}
    if out.get('conditions'):
        result['conditions'] = {name: c['value'] if 'value' in c else {'error': c['error']['message']}
                                for name, c in out['conditions'].items()}
    return result


def template_text(case):
    """The case's template; test/heat/parameters/conformance.test.ts builds it the same way."""
    if 'template' in case:
        return case['template']
    body = ''.join('  ' + line + '\n' for line in case['params'].rstrip('\n').split('\n'))
    return 'heat_template_version: %s\nparameters:\n%s' % (case.get('version', '2021-04-16'), body)


def main():
    # Heat lists some names in set order: pin the hash seed as the oracle does.
    if os.environ.get('PYTHONHASHSEED') != '0':
        os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED='0'))
    sys.path.insert(0, ORACLES)
    import heat_oracle
    import yaml
    with open(os.path.join(SUITE, 'cases.yaml')) as f:
        cases = yaml.safe_load(f)
    out = {}
    for case in cases:
        spec = {'template': template_text(case)}
        if case.get('env') is not None:
            spec['files'] = {'env.yaml': case['env']}
            spec['environment_files'] = ['env.yaml']
        if case.get('parameters'):
            spec['parameters'] = case['parameters']
        if case['id'] in out:
            raise SystemExit('duplicate case id %s' % case['id'])
        out[case['id']] = expectation(heat_oracle.run_case(spec))
    with open(os.path.join(SUITE, 'expected.json'), 'w') as f:
        json.dump(out, f, indent=2, sort_keys=True)
        f.write('\n')
    print('%d cases' % len(out))


if __name__ == '__main__':
    main()
