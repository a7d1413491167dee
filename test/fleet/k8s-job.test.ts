// examples/fleet/k8s-job.yaml against the Kubernetes API schema (kubernetes-models: validators
// generated from the Kubernetes OpenAPI spec, MIT), and its pod command run here for every index:
// the shards it writes merge into the bytes of one unsharded run.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';
import { fleetCopy, tree } from './helpers.js';

const EXAMPLE = fileURLToPath(new URL('../../examples/fleet/k8s-job.yaml', import.meta.url));
const CLI = fileURLToPath(new URL('../../dist/bin/overcat.mjs', import.meta.url));

interface JobDoc {
  kind: string;
  spec: {
    completionMode: string;
    completions: number;
    parallelism: number;
    template: { spec: { containers: { command: string[]; args: string[]; env: { name: string; value: string }[] }[] } };
  };
}

const job = () => load(readFileSync(EXAMPLE, 'utf8')) as JobDoc;
const errorsOf = (doc: unknown) => {
  try {
    new Job(doc as ConstructorParameters<typeof Job>[0]).validate();
    return [];
  } catch (e) {
    return ((e as { errors?: { instancePath: string }[] }).errors ?? [e]).map((x) => (x as { instancePath?: string }).instancePath ?? String(x));
  }
};

describe('examples/fleet/k8s-job.yaml', () => {
  it('is a valid batch/v1 Job', () => {
    expect(errorsOf(job())).toEqual([]);
  });

  it('the validator does reject a broken Job (this test can fail)', () => {
    const typo = job();
    typo.spec.completionMode = 'Indexd';
    expect(errorsOf(typo)).toContain('/spec/completionMode');
    const text = job();
    (text.spec as unknown as Record<string, unknown>).completions = '4';
    expect(errorsOf(text)).toContain('/spec/completions');
    const noTemplate = job() as unknown as { spec: Record<string, unknown> };
    delete noTemplate.spec.template;
    expect(errorsOf(noTemplate).length).toBeGreaterThan(0);
  });

  it('is an Indexed Job with one pod per shard, the shard taken from JOB_COMPLETION_INDEX', () => {
    const { spec } = job();
    const container = spec.template.spec.containers[0]!;
    expect(spec.completionMode).toBe('Indexed');
    expect(spec.parallelism).toBe(spec.completions);
    expect(container.env.find((e) => e.name === 'OVERCAT_SHARDS')?.value).toBe(String(spec.completions));
    expect(container.args[0]).toContain('--shard "${JOB_COMPLETION_INDEX}/${OVERCAT_SHARDS}"');
  });

  it("its pods' command, run for every index, gives shards that merge into one unsharded run", () => {
    const { spec } = job();
    const container = spec.template.spec.containers[0]!;
    const dir = fleetCopy();
    // The pod's volumes are the fixture fleet (/inputs) and a directory here (/out).
    const script = container.args[0]!.replace('exec overcat', `exec "${process.execPath}" "${CLI}"`).replaceAll('/inputs/', `${dir}/`).replaceAll('/out/', `${dir}/out/`);
    const pod = (command: string, index: number) => {
      const r = spawnSync(container.command[0]!, [...container.command.slice(1), command], { env: { ...process.env, JOB_COMPLETION_INDEX: String(index), OVERCAT_SHARDS: String(spec.completions) }, encoding: 'utf8' });
      // bad01's role fails in the shard that holds it (exit 1); no pod may fail otherwise.
      expect(r.status, r.stderr).toBeLessThanOrEqual(1);
    };
    for (let i = 0; i < spec.completions; i++) pod(script, i);
    // The same command unsharded, for the bytes to compare with.
    pod(script.replace(/--shard "[^"]*"/, '').replace(/--out "[^"]*"/, `--out ${dir}/out/whole`), 0);
    const shards = Array.from({ length: spec.completions }, (_, i) => `out/shard-${i}`);
    expect(runOvercat(['batch', 'merge', ...shards, '--out', 'merged'], { cwd: dir }).code).toBe(1);
    expect(tree(join(dir, 'merged'))).toEqual(tree(join(dir, 'out/whole')));
  });
});

describe('examples/fleet/parallel.sh', () => {
  it('is valid bash', () => {
    expect(() => execFileSync('bash', ['-n', fileURLToPath(new URL('../../examples/fleet/parallel.sh', import.meta.url))])).not.toThrow();
  });
});
