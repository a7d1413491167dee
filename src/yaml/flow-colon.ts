// A `:` where a flow node starts (`[:a, b]`, `{k: :v}`, `[: a]`): YAML 1.2 (js-yaml) reads a plain
// scalar or an empty key there, libyaml (Psych's parser) reads only the value indicator and fails
// "did not find expected node content while parsing a flow node".
import { COLLECTION_STYLE, EVENT_ID, SCALAR_STYLE, type Event } from 'js-yaml';

/** The offset of the first such `:` in a document's events, or undefined. */
export function flowColonAt(events: readonly Event[], text: string): number | undefined {
  // Whether each open collection is a flow one.
  const flow: boolean[] = [];
  for (const e of events) {
    const inFlow = flow.length > 0 && flow[flow.length - 1]!;
    if (e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) {
      // A flow pair written without its key (`[: a]`) opens where its `:` is.
      if (inFlow && e.style === COLLECTION_STYLE.FLOW && text[e.start] === ':') return e.start;
      flow.push(e.style === COLLECTION_STYLE.FLOW);
    } else if (e.type === EVENT_ID.POP) flow.pop();
    else if (e.type === EVENT_ID.SCALAR && inFlow && e.style === SCALAR_STYLE.PLAIN && e.valueStart >= 0 && text[e.valueStart] === ':') return e.valueStart;
  }
  return undefined;
}
