#!/usr/bin/env python3
"""Regenerates the real-module differential suite's expectations with real Puppet 7.23.

usage: scripts/gen-real-modules.py [--modules DIR] [CASE_DIR...]   (default: every case)

DIR is the module path scripts/rebuild-modules.sh built (default $OVERCAT_REAL_MODULES or
/work/modules-real). Each case is a folder under test/conformance/real-modules/cases/ holding
  case.json   {"description": TEXT, "facts": "<file in ../facts/>", "fact_overrides": {...},
               "modulepath": ["modules"] (directories of DIR), "classes": [...], "node": NAME}
  site.pp     the site manifest (optional when "classes" is given)
  hiera.yaml, data/   optional environment Hiera layer
It writes, per case:
  facts.json     the node's facts: the base facts with the overrides (what overcat is given)
  agent-facts.json  what an agent sends after pluginsync, which Puppet is given (below)
  expected.json  Puppet's catalog, normalised by scripts/oracles/catalog_normalize.py (volatile
                 fields dropped, resource order kept, file paths relative to the case or written
                 $MODULES/<path below DIR>), or expected-error.json when Puppet fails.
Puppet is given the facts an agent would send after pluginsync: facts.json, plus the external
facts of the modules' facts.d files (txt/yaml/json) it does not already hold, plus
puppetversion 7.23.0 when absent. overcat adds the same itself (docs/real-modules.md).
"""
import argparse
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "oracles"))
from catalog_normalize import normalize, dumps  # noqa: E402

SUITE = os.path.join(os.path.dirname(HERE), "test", "conformance", "real-modules")
ERROR = re.compile(r"^Error: (?:Could not call 'find' on 'catalog': )?(?:Evaluation Error: )?(.*?)(?: \(file: ([^,]+), line: (\d+)(?:, column: (\d+))?\))?(?: on node \S+)?$")
PUPPET_VERSION = "7.23.0"


def base_facts(case_dir, spec):
    with open(os.path.join(SUITE, "facts", spec["facts"]), encoding="utf-8") as f:
        facts = json.load(f)
    facts.update(spec.get("fact_overrides", {}))
    return facts


def external_facts(module_dirs):
    """facts.d of every module (the first module of a name wins), as Facter reads txt/yaml/json."""
    import yaml  # python3-yaml: Debian's Puppet depends on it being there for its own tooling
    out, seen = {}, set()
    for d in module_dirs:
        for mod in sorted(os.listdir(d)):
            if mod in seen or not os.path.isdir(os.path.join(d, mod)):
                continue
            seen.add(mod)
            fd = os.path.join(d, mod, "facts.d")
            if not os.path.isdir(fd):
                continue
            for name in sorted(os.listdir(fd)):
                path = os.path.join(fd, name)
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                if name.endswith(".txt"):
                    for line in text.splitlines():
                        if "=" in line:
                            k, v = line.split("=", 1)
                            out.setdefault(k.strip().lower(), v.strip())
                elif name.endswith((".yaml", ".yml", ".json")):
                    data = json.loads(text) if name.endswith(".json") else yaml.safe_load(text)
                    for k, v in (data or {}).items():
                        out.setdefault(str(k).lower(), v)
    return out


def relativize(cat, case_dir, modules):
    norm = normalize(cat, root=case_dir, keep_order=True)
    for r in norm["resources"]:
        f = r.get("file")
        if isinstance(f, str) and f.startswith(modules + os.sep):
            r["file"] = "$MODULES/" + os.path.relpath(f, modules)
    return norm


def run(case_dir, modules):
    with open(os.path.join(case_dir, "case.json"), encoding="utf-8") as f:
        spec = json.load(f)
    facts = base_facts(case_dir, spec)
    with open(os.path.join(case_dir, "facts.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(facts, indent=2) + "\n")
    dirs = [os.path.join(modules, d) for d in spec.get("modulepath", ["modules"])]
    agent = dict(facts)
    for k, v in external_facts(dirs).items():
        agent.setdefault(k, v)
    agent.setdefault("puppetversion", PUPPET_VERSION)
    node = spec.get("node", facts["clientcert"])
    agent_file = os.path.join(case_dir, "agent-facts.json")
    with open(agent_file, "w", encoding="utf-8") as f:
        f.write(json.dumps(agent, indent=2) + "\n")
    args = [os.path.join(HERE, "oracles", "puppet_compile.sh"), "--node", node, "--facts", agent_file,
            "--modulepath", ":".join(dirs)]
    if os.path.exists(os.path.join(case_dir, "hiera.yaml")):
        args += ["--hiera", os.path.join(case_dir, "hiera.yaml")]
    if os.path.exists(os.path.join(case_dir, "site.pp")):
        args += ["--manifest", os.path.join(case_dir, "site.pp")]
    for c in spec.get("classes", []):
        args += ["--class", c]
    p = subprocess.run(args, capture_output=True, text=True)
    for name in ("expected.json", "expected-error.json"):
        if os.path.exists(os.path.join(case_dir, name)):
            os.remove(os.path.join(case_dir, name))
    label = os.path.basename(case_dir)
    if p.returncode == 0:
        cat = json.loads(p.stdout)
        with open(os.path.join(case_dir, "expected.json"), "w", encoding="utf-8") as f:
            f.write(dumps(relativize(cat, case_dir, modules)))
        return f"{label}: catalog ({len(cat['resources'])} resources)"
    for line in p.stderr.splitlines():
        m = ERROR.match(line)
        # Facter's complaints about Fuel's custom facts (it loads them, then ignores them) come first.
        if m and "Try 'puppet help" not in line and not line.startswith("Error: Facter:"):
            # A message may quote a module file itself (a type's "no parameter named ... (file: ...)"),
            # or the case's own site.pp (a duplicate's first declaration): written as the file field is.
            err = {"message": m.group(1).replace(modules + os.sep, "$MODULES/").replace(case_dir + os.sep, "")}
            if m.group(2):
                fl = m.group(2)
                err["file"] = "$MODULES/" + os.path.relpath(fl, modules) if fl.startswith(modules + os.sep) else os.path.relpath(fl, case_dir)
                err["line"] = int(m.group(3))
            with open(os.path.join(case_dir, "expected-error.json"), "w", encoding="utf-8") as f:
                f.write(json.dumps(err, indent=2) + "\n")
            return f"{label}: Puppet fails: {err}"
    if p.returncode == 1:
        # Puppet's catalog face prints nothing for an exception that is not a StandardError (the
        # SecurityError of a 3.x function file Puppet 7 refuses, e.g. Fuel's get_ssl_property):
        # Puppet fails all the same.
        err = {"message": "Puppet exited 1 without an error message"}
        with open(os.path.join(case_dir, "expected-error.json"), "w", encoding="utf-8") as f:
            f.write(json.dumps(err, indent=2) + "\n")
        return f"{label}: Puppet fails: {err}"
    return f"{label}: FAILED without a recognisable error:\n{p.stderr}"


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--modules", default=os.environ.get("OVERCAT_REAL_MODULES", "/work/modules-real"))
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args(argv)
    modules = os.path.realpath(a.modules)
    if not os.path.isdir(os.path.join(modules, "modules")):
        raise SystemExit(f"{modules}: no module path here; run scripts/rebuild-modules.sh first")
    cases = [os.path.abspath(c) for c in a.cases] or sorted(
        os.path.join(SUITE, "cases", c) for c in os.listdir(os.path.join(SUITE, "cases")))
    with ThreadPoolExecutor(max_workers=2) as pool:
        for line in pool.map(lambda c: run(c, modules), cases):
            print(line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
