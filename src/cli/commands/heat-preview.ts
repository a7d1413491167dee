// `overcat heat preview TEMPLATE -e … -P …`: the stack as Heat's `stack preview` would show it,
// offline — enabled resources with their properties evaluated (symbolic where a live cloud is
// needed), outputs, the dependency order, nested templates followed; hidden values masked.
import type { Command } from 'commander';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { heatPreview } from '../../pipeline/heat.js';
import { EXIT } from '../exit-codes.js';
import { heatHost } from '../host.js';
import { jsonText, printDiagnostics } from '../output.js';
import { addRequestOptions, type RequestCliOptions } from './heat-request-options.js';

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
  const preview = heatPreview(heatHost(o), o, bag);
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
