// Override data from its two origins: YAML files given with --data (later files win, merged by the
// merge core) or a Hiera hierarchy (deep merge, node > role > cluster), each with provenance.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { mergeHiera } from '../merge/hiera-strategies.js';
import type { Layer, MergeOutcome } from '../merge/layer.js';
import type { YamlDocument } from '../yaml/load.js';
import { isHash, kindOf } from '../data/value.js';
import { DocumentOverrideSource, MergedOverrideSource, OVERRIDE_KEYS, type OverrideKey, type OverrideSource } from './source.js';
import { didYouMean } from '../diagnostics/suggest.js';

/**
 * Checks each file's top level (a mapping of the override keys only; others are errors, with a did-you-mean)
 * and combines the files: one file is read as is, several are deep-merged, later files winning.
 */
export function overrideSourceFromDocuments(documents: YamlDocument[], bag: DiagnosticBag): OverrideSource | undefined {
  const usable: YamlDocument[] = [];
  for (const doc of documents) {
    if (doc.value === null) continue; // an empty file contributes nothing
    if (!isHash(doc.value)) {
      bag.report('OVC4030', { kind: kindOf(doc.value) }, { location: doc.locate([]) });
      continue;
    }
    // Any other key would be ignored, and a misspelt `configuration` would apply nothing: an error.
    for (const key of Object.keys(doc.value)) {
      if ((OVERRIDE_KEYS as readonly string[]).includes(key)) continue;
      const hint = didYouMean(key, OVERRIDE_KEYS);
      bag.report('OVC4009', { key }, { location: doc.locateKey([key]), ...(hint ? { hint } : {}) });
    }
    usable.push(doc);
  }
  if (usable.length === 1) return new DocumentOverrideSource(usable[0]!);
  // The same deep merge as the Hiera lookup; its layers go highest priority (the last file) first.
  const merged = (key: OverrideKey): MergeOutcome => {
    const layers: Layer[] = usable
      .filter((doc) => Object.hasOwn(doc.value as object, key))
      .map((doc) => ({ name: doc.source.path, value: (doc.value as Record<string, unknown>)[key], origin: { document: doc, path: [key] } }));
    return mergeHiera(layers.reverse(), { strategy: 'deep' });
  };
  return new MergedOverrideSource({ configuration: merged('configuration'), configuration_options: merged('configuration_options') });
}
