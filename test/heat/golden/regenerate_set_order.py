"""Regenerates test/heat/golden/set-order.expected.json: list(set(a) & set(b)) for random lists of
parameter names, as CPython orders it with PYTHONHASHSEED=0 (how heat_oracle.py runs Heat, whose
ImmutableParameterModified lists names in that order). Run with /usr/bin/python3 from the repository root."""
import json, os, random, subprocess, sys

if os.environ.get('PYTHONHASHSEED') != '0':
    sys.exit(subprocess.call([sys.executable] + sys.argv, env={**os.environ, 'PYTHONHASHSEED': '0'}))

rng = random.Random(19)
alphabet = 'abcdefghijklmnopqrstuvwxyz_0123456789'
def name():
    n = ''.join(rng.choice(alphabet) for _ in range(rng.randint(1, 24)))
    return rng.choice([n, n.upper(), 'é' + n, n + '€', '😀' + n]) if rng.random() < 0.1 else n

cases = []
for _ in range(300):
    pool = [name() for _ in range(rng.randint(1, 60))]
    a = [rng.choice(pool) for _ in range(rng.randint(0, 50))]
    b = [rng.choice(pool) for _ in range(rng.randint(0, 50))]
    cases.append({'a': a, 'b': b, 'order': list(set(a) & set(b))})
with open('test/heat/golden/set-order.expected.json', 'w') as f:
    json.dump(cases, f, ensure_ascii=False)
    f.write('\n')
