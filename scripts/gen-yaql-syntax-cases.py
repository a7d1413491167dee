#!/usr/bin/env python3
"""Regenerates test/conformance/yaql-syntax/expected.json: what the yaql library Heat 19 uses
(Debian python3-yaql, the default factory Heat's `yaql` function creates) says of each expression's
syntax: null when it parses, else its exception's text (Heat's "Bad expression <text>.").

usage: python3 scripts/gen-yaql-syntax-cases.py   (from the repository root; never edit the output)

The expressions are cases.json's (written by hand: unbalanced brackets, argument orders, every kind
of token) and FUZZ_COUNT more drawn from a seeded random choice of tokens, half of them written
without spaces (the lexer's longest-match and word-boundary rules).
"""
import json
import os
import random
import sys

if sys.executable != '/usr/bin/python3':
    os.execv('/usr/bin/python3', ['/usr/bin/python3', os.path.abspath(__file__)] + sys.argv[1:])

import yaql  # noqa: E402
from yaql.language import exceptions  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, 'test', 'conformance', 'yaql-syntax')
FUZZ_COUNT = 600
TOKENS = ['1.', '.5', '12ab', 'a1', '__q', 'é', '0.10', '\\n', "'x'", '$', '$x', '1', '2.5', "'s'", '"d"', '`v`',
          'true', 'null', 'foo', 'f(', 'g(', '(', ')', '[', ']', '{', '}', ',', '=>', '.', '?.', '+', '-', '*', '/',
          'mod', 'and', 'or', 'not', 'in', '=', '!=', '<', '>=', '=~', '->', '#', '@', ' ', '\\', '"', 'x ']


def fuzzed():
    rng = random.Random(10)
    for i in range(FUZZ_COUNT):
        yield ('' if i % 2 else ' ').join(rng.choice(TOKENS) for _ in range(rng.randint(1, 9)))


def main():
    with open(os.path.join(SUITE, 'cases.json')) as f:
        expressions = json.load(f)['expressions'] + list(fuzzed())
    parse = yaql.YaqlFactory().create()
    out = []
    for expression in expressions:
        try:
            parse(expression)
            out.append([expression, None])
        except exceptions.YaqlException as e:  # the library's own words are the expectation
            out.append([expression, str(e)])
    with open(os.path.join(SUITE, 'expected.json'), 'w') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print(f'{len(out)} expressions ({sum(1 for _, e in out if e)} refused)')


if __name__ == '__main__':
    main()
