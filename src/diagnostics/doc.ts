// Renders the catalogue as docs/diagnostics.md: every code with when it happens, an example, the fix.
import { CATALOGUE } from './catalogue.js';
import type { CodeInfo } from './code-info.js';

const BANDS: [string, string][] = [
  ['OVC1', 'YAML and data loading'],
  ['OVC2', 'Puppet syntax'],
  ['OVC3', 'Evaluation and catalog'],
  ['OVC4', 'Override data'],
  ['OVC5', 'Hiera'],
  ['OVC6', 'Heat environments and stacks'],
  ['OVC7', 'HOT templates'],
  ['OVC8', 'Command line and I/O'],
];

export function renderDiagnosticsDoc(): string {
  const entries = Object.entries(CATALOGUE as Record<string, CodeInfo>).sort(([a], [b]) => (a < b ? -1 : 1));
  const out = [
    '# Diagnostics',
    '',
    'Generated from `src/diagnostics/codes/` by `npm run docs:diagnostics`; do not edit by hand.',
    'Every diagnostic has a stable code, a severity, a message, a place (file:line:column) and often a hint.',
    '',
  ];
  for (const [prefix, title] of BANDS) {
    const band = entries.filter(([code]) => code.startsWith(prefix));
    out.push(`## ${prefix}xxx — ${title}`, '');
    if (band.length === 0) out.push('_No codes yet._', '');
    for (const [code, info] of band) {
      out.push(`### ${code} — ${info.title}`, '', `Severity: ${info.severity}. Message: \`${info.message}\``, '', info.doc.when, '');
      if (info.doc.example) out.push('```', info.doc.example, '```', '');
      out.push(`Fix: ${info.doc.fix}`, '');
    }
  }
  return out.join('\n');
}
