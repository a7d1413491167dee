#!/usr/bin/env python3
"""Regenerates the expectations of the compile conformance suite with real Puppet 7.23.

usage: scripts/gen-compile-conformance.py [CASE_DIR...]   (default: every case)

Each case is a folder under test/conformance/compile/cases/ holding
  site.pp                  the site manifest (absent when case.json gives "code" or only "classes")
  modules/                 optional module path
  hiera.yaml, data/        optional environment Hiera layer
  facts.json               optional facts (default: test/conformance/compile/facts.json)
  case.json                optional: {"node": NAME, "classes": [...], "code": TEXT,
                           "settings": ["--strict_variables"], "error": "OVC3xxx",
                           "stdlib": true}
                           ("stdlib": the real-module path's modules, $OVERCAT_REAL_MODULES or
                           /work/modules-real, built by scripts/rebuild-modules.sh, follow the
                           case's own on the module path)
Puppet's catalog is written to expected.json, normalised by scripts/oracles/catalog_normalize.py
(volatile fields dropped, file paths relative to the case, resource order kept); when Puppet
fails, its first error (message, file, line) goes to expected-error.json instead.
"""
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "oracles"))
from catalog_normalize import normalize, dumps  # noqa: E402

SUITE = os.path.join(os.path.dirname(HERE), "test", "conformance", "compile")
ERROR = re.compile(r"^Error: (?:Could not call 'find' on 'catalog': )?(?:Evaluation Error: )?(.*?)(?: \(file: ([^,]+), line: (\d+)(?:, column: (\d+))?\))?(?: on node \S+)?$", re.DOTALL)


def run(case):
    spec = {}
    if os.path.exists(os.path.join(case, "case.json")):
        with open(os.path.join(case, "case.json")) as f:
            spec = json.load(f)
    facts = os.path.join(case, "facts.json")
    if not os.path.exists(facts):
        facts = os.path.join(SUITE, "facts.json")
    args = [os.path.join(HERE, "oracles", "puppet_compile.sh"), "--node", spec.get("node", "n1.example.com"), "--facts", facts]
    modulepath = [os.path.join(case, "modules")] if os.path.isdir(os.path.join(case, "modules")) else []
    if spec.get("stdlib"):
        modulepath.append(os.path.join(os.environ.get("OVERCAT_REAL_MODULES", "/work/modules-real"), "modules"))
    if modulepath:
        args += ["--modulepath", ":".join(modulepath)]
    if os.path.exists(os.path.join(case, "hiera.yaml")):
        args += ["--hiera", os.path.join(case, "hiera.yaml")]
    if "code" in spec:
        args += ["--code", spec["code"]]
    elif os.path.exists(os.path.join(case, "site.pp")):
        args += ["--manifest", os.path.join(case, "site.pp")]
    for c in spec.get("classes", []):
        args += ["--class", c]
    if spec.get("settings"):
        args += ["--"] + spec["settings"]
    p = subprocess.run(args, capture_output=True, text=True)
    return record(case, p.stdout if p.returncode == 0 else None, p.stderr)


def record(case, catalog, log):
    """Writes the case's expectation: Puppet's catalog (its JSON text), or else the first error of its log."""
    for name in ("expected.json", "expected-error.json"):
        if os.path.exists(os.path.join(case, name)):
            os.remove(os.path.join(case, name))
    if catalog is not None:
        cat = json.loads(catalog)
        with open(os.path.join(case, "expected.json"), "w") as f:
            f.write(dumps(normalize(cat, root=case, keep_order=True)))
        return f"{os.path.basename(case)}: catalog ({len(cat['resources'])} resources)"
    lines = log.splitlines()
    for k, line in enumerate(lines):
        # A message listing several problems goes on over indented lines; the place ends the last.
        while line.startswith("Error:") and k + 1 < len(lines) and lines[k + 1].startswith("  "):
            k += 1
            line += "\n" + lines[k]
        m = ERROR.match(line)
        if m and line.startswith("Error:") and "Try 'puppet help" not in line:
            err = {"message": m.group(1)}
            if m.group(2):
                err["file"] = os.path.relpath(m.group(2), case) if m.group(2).startswith(case) else m.group(2)
                err["line"] = int(m.group(3))
            with open(os.path.join(case, "expected-error.json"), "w") as f:
                f.write(json.dumps(err, indent=2) + "\n")
            return f"{os.path.basename(case)}: error {err}"
    return f"{os.path.basename(case)}: FAILED without a recognisable error:\n{log}"


def main(argv):
    cases = [os.path.abspath(c) for c in argv] or sorted(
        os.path.join(SUITE, "cases", c) for c in os.listdir(os.path.join(SUITE, "cases")))
    with ThreadPoolExecutor(max_workers=2) as pool:
        for line in pool.map(run, cases):
            print(line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
