// Where each parameter of a compiled resource got its value — the manifest's attribute, a resource
// default, a class parameter's Hiera key or default, an override, a collector, a chain — recorded
// during compilation (only when asked: `explain` wants it, a plain compile does not pay for it).
import type { Location } from '../../diagnostics/source.js';
import type { Value } from '../values/index.js';
import type { CatalogResource } from './resource.js';

export type OriginKind =
  /** Written in the resource's body (or given to a class/define as it was declared, create_resources...). */
  | 'attribute'
  /** A resource default (`File { mode => ... }`) in a scope the resource was declared from. */
  | 'resource default'
  /** A metaparameter passed down from its container (a define instance outside any class: `noop`, `tag`...). */
  | 'metaparameter'
  /** A class parameter's automatic Hiera lookup (`<class>::<param>`), one step per contributing level. */
  | 'hiera'
  /** The default expression of a class or define parameter. */
  | 'parameter default'
  /** A resource override (`File['/x'] { mode => ... }`). */
  | 'resource override'
  /** A collector's override block (`File <| tag == 'x' |> { mode => ... }`). */
  | 'collector'
  /** A chaining arrow, stored as `before`/`notify` on its source. */
  | 'relationship';

export interface ValueOrigin {
  kind: OriginKind;
  value: Value;
  location?: Location;
  /** What the kind alone does not say: the Hiera key and level, the class whose metaparameter... */
  detail?: string;
}

/** The origins of every parameter of every resource, in the order the values were set. */
export class OriginRecorder {
  private readonly byResource = new Map<CatalogResource, Map<string, ValueOrigin[]>>();

  note(r: CatalogResource, parameter: string, origin: ValueOrigin): void {
    let params = this.byResource.get(r);
    if (!params) this.byResource.set(r, (params = new Map()));
    const list = params.get(parameter);
    if (list) list.push(origin);
    else params.set(parameter, [origin]);
  }

  /** Whether something already set `parameter` of `r` (a define's attributes before its binding). */
  has(r: CatalogResource, parameter: string): boolean {
    return this.byResource.get(r)?.has(parameter) ?? false;
  }

  of(r: CatalogResource, parameter: string): readonly ValueOrigin[] {
    return this.byResource.get(r)?.get(parameter) ?? [];
  }
}
