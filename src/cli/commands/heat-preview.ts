// `overcat heat preview TEMPLATE -e … -P …`: the stack as Heat's `stack preview` would show it,
// offline — enabled resources with their properties evaluated (symbolic where a live cloud is
// needed), outputs, the dependency order, nested templates followed; hidden values masked.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { heatPreview } from '../../pipeline/heat.js';
import { EXIT } from '../exit-codes.js';
import { heatHost } from '../host.js';
import { addFormatOption, emit, yamlText, type OutputFormat } from '../output.js';
import { addRequestOptions, type RequestCliOptions } from './heat-request-options.js';

interface PreviewCliOptions extends RequestCliOptions {
  format: OutputFormat;
  stackName: string;
}

export function installHeatPreview(heat: Command): void {
  addFormatOption(addRequestOptions(heat.command('preview').argument('[template]', 'the HOT template (or -t)').description("the resolved stack, like Heat's stack preview: resources, properties, outputs, dependency order")))
    .option('--stack-name <name>', "the stack's name (OS::stack_name)", 'preview')
    .action((template: string | undefined, o: PreviewCliOptions) => {
      process.exitCode = runPreview({ ...o, template: template ?? o.template });
    });
}

function runPreview(o: PreviewCliOptions): number {
  if (o.template === undefined && o.body === undefined) {
    process.stderr.write('overcat heat preview: a template is required\n');
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const preview = heatPreview(heatHost(o), o, bag);
  const out = preview && {
    parameters: preview.parameters,
    resources: preview.resources,
    outputs: preview.outputs,
    order: preview.order,
    ...(Object.keys(preview.nested).length > 0 ? { nested: preview.nested } : {}),
  };
  // Hidden parameters and outputs are masked by the preview itself.
  emit(o.format, bag, out ?? {}, () => (out && !bag.hasErrors ? yamlText(out) : undefined));
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
