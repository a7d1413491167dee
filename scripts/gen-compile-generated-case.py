#!/usr/bin/env python3
"""Lays out the compile bench's generated environment as a compile conformance case.

usage: scripts/gen-compile-generated-case.py [N]   (default 100)

scripts/oracles/gen_manifest.py N writes the environment `npm run bench compile` measures
(modules/gen, manifests/site.pp, hiera.yaml, data/, facts.json); this script puts it in
test/conformance/compile/cases/generated-env-<N>/ in the suite's layout (site.pp at the top,
case.json naming the node) and has scripts/gen-compile-conformance.py write Puppet's expectation,
so CI checks that overcat compiles the bench's input to Puppet's catalog.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(os.path.dirname(HERE), "test", "conformance", "compile", "cases")


def main(argv):
    n = int(argv[0]) if argv else 100
    case = os.path.join(CASES, f"generated-env-{n}")
    with tempfile.TemporaryDirectory(prefix="gen-env.") as tmp:
        env = os.path.join(tmp, "env")
        subprocess.run([sys.executable, os.path.join(HERE, "oracles", "gen_manifest.py"), str(n), env],
                       check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(env, "case.json")) as f:
            generated = json.load(f)
        shutil.rmtree(case, ignore_errors=True)
        os.makedirs(case)
        for name in ("modules", "data"):
            shutil.copytree(os.path.join(env, name), os.path.join(case, name))
        for name in ("hiera.yaml", "facts.json"):
            shutil.copy(os.path.join(env, name), os.path.join(case, name))
        shutil.copy(os.path.join(env, "manifests", "site.pp"), os.path.join(case, "site.pp"))
    with open(os.path.join(case, "case.json"), "w") as f:
        f.write(json.dumps({"description": generated["description"] + " (scripts/gen-compile-generated-case.py)",
                            "node": generated["node"]}, indent=2) + "\n")
    subprocess.run([sys.executable, os.path.join(HERE, "gen-compile-conformance.py"), case], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
