#!/usr/bin/env python3
"""Times Heat 19's own code on the files `npm run bench heat` generated, for the bench's ratio.

usage: /usr/bin/python3 scripts/heat-bench-reference.py DIR [--repeat N]

DIR holds `template.yaml`, `env-list` (the environment files' names, one a line, in merge
order) and those files. The work is what overcat's `heat merge -t` does, with Heat's code:

  merge    heat.common.environment_util.merge_environments over the files (YAML parsing
           of every file included), given the template's schemata
  full     template_format.parse of the template text, Template.all_param_schemata(files)
           (which parses every file as a template first, as Heat's create path does), the
           merge, then Environment + Stack + Parameters.validate() and every parameter's
           typed value

Prints JSON: {"merge_ms": best, "full_ms": best, "parameters": n}, best of N runs (after one
warm-up run), wall time of this single-threaded process.
"""
import argparse
import json
import logging
import os
import time
import warnings


def heat_modules():
    """Heat's modules, configured as heat-engine would be with an empty config."""
    logging.disable(logging.CRITICAL)
    warnings.filterwarnings('ignore')
    from oslo_config import cfg
    cfg.CONF(args=[], project='heat', default_config_files=[], default_config_dirs=[])
    from heat.common import context, environment_util, template_format
    from heat.engine import environment, stack, template
    ctx = context.RequestContext(user_id='bench', project_id='bench', is_admin=False)
    return ctx, environment_util, template_format, environment, stack, template


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('dir')
    ap.add_argument('--repeat', type=int, default=3)
    a = ap.parse_args()
    ctx, env_util, template_format, environment, stack, template = heat_modules()

    def read(name):
        with open(os.path.join(a.dir, name)) as f:
            return f.read()

    template_text = read('template.yaml')
    names = [line.strip() for line in read('env-list').splitlines() if line.strip()]
    files = {name: read(name) for name in names}

    def fresh():
        # What heat-api's InstantiationData starts a request's environment with.
        return {'parameters': {}, 'parameter_defaults': {}, 'resource_registry': {},
                'encrypted_param_names': [], 'event_sinks': []}

    def run():
        t0 = time.perf_counter()
        tmpl = template.Template(template_format.parse(template_text), files=files)
        schemata = tmpl.all_param_schemata(files)
        t1 = time.perf_counter()
        env = fresh()
        env_util.merge_environments(names, files, env, schemata)
        t2 = time.perf_counter()
        tmpl.env = environment.Environment(env)
        s = stack.Stack(ctx, 'bench', tmpl)
        s.parameters.validate(context=ctx)
        values = {k: s.parameters[k] for k in s.parameters}
        t3 = time.perf_counter()
        return (t2 - t1) * 1000, (t3 - t0) * 1000, len(values)

    run()
    results = [run() for _ in range(a.repeat)]
    print(json.dumps({'merge_ms': min(r[0] for r in results), 'full_ms': min(r[1] for r in results),
                      'parameters': results[0][2]}))


if __name__ == '__main__':
    main()
