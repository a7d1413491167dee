// A -P name the template does not declare (Heat's UnknownUserParameter) says which name was meant.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MemoryHost, heatMerge } from '../../src/pipeline/index.js';

describe('an unknown parameter', () => {
  it('gets a did-you-mean, a swap of neighbours or a dropped letter counting as one edit', () => {
    const host = new MemoryHost({ '/t/template.yaml': 'heat_template_version: 2021-04-16\nparameters:\n  EnableDebug: {type: boolean, default: false}\n  NodeCount: {type: number, default: 1}\n' });
    const bag = new DiagnosticBag();
    heatMerge(host, { template: '/t/template.yaml', environment: [], parameterFile: [], parameter: ['EnableDebg=true', 'NodeCuont=2'] }, bag);
    expect(bag.items.map((d) => [d.code, d.message, d.hint])).toEqual([
      ['OVC7104', 'The Parameter (EnableDebg) was not defined in template.', "Did you mean 'EnableDebug'?"],
      ['OVC7104', 'The Parameter (NodeCuont) was not defined in template.', "Did you mean 'NodeCount'?"],
    ]);
  });
});
