// Paths into loaded data (`configuration.package.mc.ensure`): the segments and their canonical key.

export type PathSegment = string | number;

/** Canonical string form of a path, used as a map key across overcat. */
export function pathKey(path: readonly PathSegment[]): string {
  // Concatenated in a loop: every located override entry and parameter asks (no array per call).
  let key = '';
  for (const p of path) key += typeof p === 'number' ? `#${p}` : `.${p}`;
  return key;
}
