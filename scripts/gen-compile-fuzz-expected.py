#!/usr/bin/env python3
"""Writes Puppet 7.23's expectation for every generated compile case, in one Ruby process.

usage: scripts/gen-compile-fuzz-expected.py [SUITE]   (default compile-generated)

The cases are test/conformance/SUITE/cases/<case>/site.pp (written by
scripts/gen-compile-fuzz-cases.ts for compile-generated, by scripts/gen-compile-expression-cases.ts
for compile-expressions). All are compiled by the batch driver of
scripts/oracles/puppet_compile.sh (node n1.example.com, the compile suite's facts, no modules),
and each gets expected.json or expected-error.json exactly as scripts/gen-compile-conformance.py
writes them (normalised catalog, resource order kept; or Puppet's first error with its line),
the case's own path and Ruby object addresses left out of error messages, so a second run
writes the same files.
"""
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SUITE = sys.argv[1] if len(sys.argv) > 1 else "compile-generated"
CASES = os.path.join(ROOT, "test", "conformance", SUITE, "cases")
FACTS = os.path.join(ROOT, "test", "conformance", "compile", "facts.json")

_spec = importlib.util.spec_from_file_location("gen_compile_conformance", os.path.join(HERE, "gen-compile-conformance.py"))
conformance = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conformance)


def main():
    cases = sorted(os.path.join(CASES, c) for c in os.listdir(CASES))
    with tempfile.TemporaryDirectory(prefix="overcat-fuzz-") as tmp:
        listing = os.path.join(tmp, "manifests.txt")
        results = os.path.join(tmp, "results.jsonl")
        with open(listing, "w") as f:
            f.write("".join(os.path.join(c, "site.pp") + "\n" for c in cases))
        subprocess.run([os.path.join(HERE, "oracles", "puppet_compile.sh"), "--driver", "batch", "--node", "n1.example.com",
                        "--facts", FACTS, "--batch", listing, "--batch-out", results],
                       check=True, stderr=subprocess.DEVNULL)
        with open(results) as f:
            rows = [json.loads(line) for line in f]
    assert [r["manifest"] for r in rows] == [os.path.join(c, "site.pp") for c in cases], "one result per case, in order"
    failed = 0
    for case, row in zip(cases, rows):
        # Ruby object addresses (#<Puppet::Resource::Type:0x...>) change from run to run.
        log = re.sub(r":0x[0-9a-f]+>", ":0x0>", row.get("error", "").replace(case + os.sep, ""))
        line = conformance.record(case, row.get("catalog"), log)
        failed += "catalog" not in row
        if "FAILED" in line:
            print(line)
    print(f"{SUITE}: {len(cases)} cases, {failed} where Puppet fails")


if __name__ == "__main__":
    main()
