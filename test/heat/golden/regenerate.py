"""Regenerates test/heat/golden/*.expected.json by running real Heat 19 (heat_oracle.py) on
examples/heat: run with /usr/bin/python3 from the repository root."""
import json, subprocess, sys

EX = 'examples/heat/'
FILES = ['base.yaml', 'production.yaml', 'debug.yaml']
case = {
    'template': open(EX + 'template.yaml').read(),
    'files': {f: open(EX + f).read() for f in FILES},
    'environment_files': FILES,
}
out = subprocess.run([sys.executable, 'scripts/oracles/heat_oracle.py', '-'], input=json.dumps(case),
                     capture_output=True, text=True, check=True).stdout
heat = json.loads(out)
json.dump({'parameters': heat['parameters'], 'environment_parameters': heat['environment']['parameters'],
           'parameter_defaults': heat['environment']['parameter_defaults']},
          open('test/heat/golden/example.expected.json', 'w'), indent=2, sort_keys=True)
