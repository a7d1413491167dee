// Resources whose type is itself a template URL (`type: file:///…/thing.yaml`): Heat's
// TemplateResource registers each one in the stack's environment (env.register_class) while the
// stack validates, so the stored resource_registry gains `url: url`.
import { isHash, type DataHash } from '../../data/value.js';
import { readHotTemplate } from './load.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';

/** TemplateResource's template extensions: other names are never read as templates. */
export const TEMPLATE_EXTENSIONS = ['.yaml', '.template'] as const;

export const isTemplateName = (type: string): boolean => TEMPLATE_EXTENSIONS.some((e) => type.endsWith(e));

/** The registry entries Heat adds for the template's resources typed by a template in `files`. */
export function templateResourceRegistrations(template: unknown, files: Readonly<Record<string, string>>): DataHash {
  if (typeof template !== 'string' && !isHash(template)) return {};
  const t = readHotTemplate(template, new DiagnosticBag());
  const resources = t?.data.resources;
  if (!isHash(resources)) return {};
  const out: DataHash = {};
  for (const definition of Object.values(resources)) {
    const type = isHash(definition) ? definition.type : undefined;
    if (typeof type === 'string' && isTemplateName(type) && Object.hasOwn(files, type)) out[type] = type;
  }
  return out;
}
