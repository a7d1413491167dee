#!/usr/bin/env python3
"""Regenerates the Puppet expectations of the in-compilation override cases with real Puppet 7.23.

usage: scripts/gen-override-compile-oracle.py [CASE_DIR...]   (default: every case)

Each case under test/fixtures/override-compile/ names in case.yaml (`puppet:`) a manifest per
catalog it produces: the same manifest with the overridden values written in. Puppet compiles it
(scripts/oracles/puppet_compile.sh, with the case's modules/, facts.json and hiera.yaml) and the
catalog, normalised by scripts/oracles/catalog_normalize.py (paths relative to the case, order
kept), is written beside it as puppet/<catalog name>. The test compares overcat's catalog with it.
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "oracles"))
from catalog_normalize import normalize, dumps  # noqa: E402

CASES = os.path.join(os.path.dirname(HERE), "test", "fixtures", "override-compile")


def jobs(case):
    with open(os.path.join(case, "case.yaml")) as f:
        spec = yaml.safe_load(f)
    for name, manifest in (spec.get("puppet") or {}).items():
        yield case, spec, name, manifest


def run(job):
    case, spec, name, manifest = job
    args = [os.path.join(HERE, "oracles", "puppet_compile.sh"), "--node", spec.get("node", "n1.example.com"),
            "--facts", os.path.join(case, "facts.json"), "--manifest", os.path.join(case, manifest)]
    if os.path.isdir(os.path.join(case, "modules")):
        args += ["--modulepath", os.path.join(case, "modules")]
    if spec.get("hiera"):
        args += ["--hiera", os.path.join(case, spec["hiera"])]
    p = subprocess.run(args, capture_output=True, text=True)
    out = os.path.join(case, "puppet", name)
    if p.returncode != 0:
        return f"{os.path.basename(case)}/{name}: Puppet FAILED:\n{p.stderr}"
    cat = json.loads(p.stdout)
    with open(out, "w") as f:
        f.write(dumps(normalize(cat, root=case, keep_order=True)))
    return f"{os.path.basename(case)}/{name}: {len(cat['resources'])} resources"


def main(argv):
    cases = [os.path.abspath(c) for c in argv] or sorted(
        os.path.join(CASES, c) for c in os.listdir(CASES) if os.path.exists(os.path.join(CASES, c, "case.yaml")))
    all_jobs = [j for c in cases for j in jobs(c)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        for line in pool.map(run, all_jobs):
            print(line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
