// JSON documents read as YAML 1.1: Hiera data and facts are often JSON (TripleO writes its
// hieradata as JSON, `puppet facts` prints JSON), and V8's JSON.parse reads them many times faster
// than js-yaml's flow-collection parser. A JSON text is YAML, but YAML 1.1 reads some of it
// otherwise (an exponent without a dot is a string, an integral float keeps its spelling through
// a different path, a duplicate key is a warning, some characters are not allowed in a YAML stream),
// so only a text in which none of that can happen is read here; any other gives undefined, and
// loadYaml reads it with js-yaml as always (test/yaml/json-subset.test.ts compares the two).
import { parseJsonWithoutDuplicates } from '../data/exact-number.js';

/** Numbers with an exponent, where a number may start (YAML 1.1 reads `1e5` and `1.5e5` as strings). */
const EXPONENT = /(?:^|[\s:,[])-?[0-9]+(?:\.[0-9]+)?[eE]/;
/**
 * What a YAML stream may read otherwise than JSON: tabs (YAML's indentation rules), characters
 * outside YAML's printable set (C0 and C1 controls, U+FFFE/U+FFFF, a surrogate not in a pair: js-yaml
 * refuses most of them), and NEL / line and paragraph separators (line breaks to YAML 1.1).
 */
const NOT_YAML_ALIKE = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The value js-yaml's YAML 1.1 schema gives for `text`, when `text` is a JSON array or object that
 * YAML 1.1 reads exactly as JSON does; undefined otherwise (not JSON, a duplicate key, an exponent,
 * an integral float or a big integer, nesting beyond `maxDepth`, more than `maxNodes` nodes).
 */
export function loadJsonSubset(text: string, maxDepth: number, maxNodes: number): unknown {
  const first = text.trimStart()[0];
  if ((first !== '{' && first !== '[') || text.length > maxNodes) return undefined;
  if (NOT_YAML_ALIKE.test(text) || EXPONENT.test(text) || text.includes('__proto__')) return undefined;
  // Numbers JS holds exactly only: an integral float or a big integer is spelled by YAML's own path.
  return parseJsonWithoutDuplicates(text, maxDepth);
}
