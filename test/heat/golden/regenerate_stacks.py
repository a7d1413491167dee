"""Regenerates test/heat/golden/stack-cases.expected.json: each case of stack-cases.yaml run
through real Heat 19 (heat_oracle.py). Run with /usr/bin/python3 from the repository root."""
import json, subprocess, sys
import yaml

HERE = 'test/heat/golden/'


def template(names):
    return 'heat_template_version: 2018-08-31\nparameters:\n' + ''.join('  %s: {type: string}\n' % n for n in names)


out = []
for case in yaml.safe_load(open(HERE + 'stack-cases.yaml')):
    name = case.pop('name')
    # `strings` stands for a template of string parameters; a case may give its own template(s).
    # (a PATCH without a template of its own keeps the stored one).
    if 'strings' in case:
        tmpl = template(case.pop('strings'))
        case['template'] = tmpl
        if 'previous' in case:
            case['previous'].setdefault('template', tmpl)
    elif 'previous' in case and 'template' in case:
        case['previous'].setdefault('template', case['template'])
    run = subprocess.run([sys.executable, 'scripts/oracles/heat_oracle.py', '-'], input=json.dumps(case),
                         capture_output=True, text=True, check=True)
    heat = json.loads(run.stdout)
    if 'error' in heat:
        expected = {'error': {k: heat['error'][k] for k in ('class', 'message', 'stage')}}
    else:
        expected = {'environment': heat['environment'], 'parameters': heat['parameters']}
    out.append({'name': name, 'case': case, 'heat': expected})
with open(HERE + 'stack-cases.expected.json', 'w') as f:
    json.dump(out, f, indent=2, sort_keys=True)
    f.write('\n')
