import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { overrideSchema } from '../../src/schemas/override.js';
import { validateAgainstSchema } from '../../src/schemas/validate.js';
import { DiskHost } from '../../src/host/disk-host.js';
import type { CatalogJson } from '../../src/catalog/catalog-json.js';
import { withCatalogDefines } from '../../src/override/catalog-defines.js';
import { ModulePath } from '../../src/puppet/modulepath/module-path.js';
import { loadYaml } from '../../src/yaml/load.js';
import { caseNames, CASES_DIR, REPO } from './golden-cases.js';
import { stubTypes } from './stub-types.js';

function check(yaml: string, schema: object) {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('d.yaml', yaml), bag)!;
  validateAgainstSchema(doc, schema, bag);
  return bag.items.map(diagnosticToJson).map((d) => `${d.line}:${d.column} ${d.message}`);
}

describe('override JSON Schema', () => {
  it('is draft-07 and accepts the spec example', () => {
    const schema = overrideSchema() as { $schema: string };
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(check('configuration:\n  package:\n    mc: {ensure: absent}\nconfiguration_options:\n  create: true\n  defaults: {package: {ensure: present}}\n', schema)).toEqual([]);
  });
  it('reports violations at the YAML line:col of the value, or of the key for unexpected keys', () => {
    expect(check('configuration_options:\n  create: maybe\n  type_filter: []\n', overrideSchema())).toEqual([
      "3:3 'configuration_options' has an unexpected key 'type_filter'",
      "2:11 'configuration_options.create' must be boolean",
    ]);
  });
  it('with a module path, enumerates types and parameters (metaparameters included)', () => {
    const schema = overrideSchema(stubTypes);
    expect(check('configuration:\n  nova_config:\n    a/b: {value: 1, require: "Package[x]", tag: t}\n', schema)).toEqual([]);
    expect(check('configuration:\n  nova_config:\n    a/b: {valu: 1}\n  pakage: {}\n', schema)).toEqual([
      "4:3 'configuration' has an unexpected key 'pakage'",
      "3:11 'configuration.nova_config.a/b' has an unexpected key 'valu'",
    ]);
  });
});

describe('the module-path schema agrees with the engine', () => {
  it('accepts the data of every golden case the engine accepts', () => {
    const host = new DiskHost({ cwd: REPO });
    const node = JSON.parse(readFileSync(join(REPO, 'examples/catalogs/node01.example.com.json'), 'utf8')) as CatalogJson;
    const types = withCatalogDefines(ModulePath.scan(host, ['modules'], new DiagnosticBag()), [{ name: 'node', catalog: node }]);
    const schema = overrideSchema(types);
    const checked: string[] = [];
    for (const name of caseNames()) {
      const dir = join(CASES_DIR, name);
      if (readFileSync(join(dir, 'expected/diagnostics.txt'), 'utf8').includes(': error ')) continue;
      for (const file of readdirSync(dir, { recursive: true }) as string[]) {
        if (!file.endsWith('.yaml') || file === 'options.yaml' || file === 'hiera.yaml') continue;
        expect(check(readFileSync(join(dir, file), 'utf8'), schema), `${name}/${file}`).toEqual([]);
        checked.push(file);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
  });
});
