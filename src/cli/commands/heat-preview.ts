// `overcat heat preview TEMPLATE -e … -P …`: the stack as Heat's `stack preview` would show it,
// offline — enabled resources with their properties evaluated (symbolic where a live cloud is
// needed), outputs, the dependency order, nested templates followed; hidden values masked.
import type { Command } from 'commander';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import type { HeatRequest } from '../../heat/request.js';
import { mergeRequest } from '../../heat/stack/engine.js';
import type { HotTemplate } from '../../heat/template/template.js';
import type { DataHash } from '../../merge/value.js';
import { readHotTemplate } from '../../heat/template/load.js';
import { previewTemplate } from '../../heat/template/stack-preview.js';
import { DiskHost } from '../../host/disk-host.js';
import { EXIT } from '../exit-codes.js';
import { jsonText, printDiagnostics } from '../output.js';
import { addRequestOptions, buildRequest, type RequestCliOptions } from './heat-request.js';

interface PreviewCliOptions extends RequestCliOptions {
  format: 'text' | 'json';
  stackName: string;
}

export function installHeatPreview(heat: Command): void {
  addRequestOptions(heat.command('preview').argument('[template]', 'the HOT template (or -t)').description("the resolved stack, like Heat's stack preview: resources, properties, outputs, dependency order"))
    .option('--stack-name <name>', "the stack's name (OS::stack_name)", 'preview')
    .option('--format <format>', 'text or json', 'text')
    .action((template: string | undefined, o: PreviewCliOptions) => {
      process.exitCode = runPreview({ ...o, template: template ?? o.template });
    });
}

/**
 * `heat validate`'s template checks beyond the parameters: what Heat's Stack.validate refuses in
 * resources, references and outputs (OVC74xx), from a preview run on the side.
 */
export function reportTemplateChecks(request: HeatRequest, template: HotTemplate, environment: DataHash, heatCompat: boolean, bag: DiagnosticBag): void {
  const side = new DiagnosticBag();
  previewTemplate(template, environment, request.files ?? {}, { stackName: 'validate', stackId: 'None', projectId: 'None' }, { heatCompat }, side);
  // The parameters were checked and reported already; only what the template adds is new.
  bag.add(...side.items.filter((d) => d.code.startsWith('OVC74')));
}

function runPreview(o: PreviewCliOptions): number {
  if (o.format !== 'text' && o.format !== 'json') {
    process.stderr.write('overcat heat preview: --format must be text or json\n');
    return EXIT.usage;
  }
  if (o.template === undefined && o.body === undefined) {
    process.stderr.write('overcat heat preview: a template is required\n');
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const request = buildRequest(new DiskHost(), o, bag);
  const template = request?.template !== undefined && !bag.hasErrors ? readHotTemplate(request.template, bag, o.template) : undefined;
  const merged = request && template ? mergeRequest(request, { heatCompat: o.heatCompat ?? false, provenance: false }, bag, template) : undefined;
  const identity = { stackName: o.stackName, stackId: 'None', projectId: 'None' };
  const preview = merged && template ? previewTemplate(template, merged.environment, request?.files ?? {}, identity, { heatCompat: o.heatCompat ?? false }, bag) : undefined;
  const diagnostics = sortDiagnostics(bag.items);
  const out = preview && {
    parameters: preview.parameters,
    resources: preview.resources,
    outputs: preview.outputs,
    order: preview.order,
    ...(Object.keys(preview.nested).length > 0 ? { nested: preview.nested } : {}),
  };
  if (o.format === 'json') process.stdout.write(jsonText({ ...(out ?? {}), diagnostics: diagnostics.map(diagnosticToJson) }));
  else {
    if (out && !bag.hasErrors) process.stdout.write(jsonText(out));
    printDiagnostics(diagnostics, 'text');
  }
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
