// Paths into loaded data (`configuration.package.mc.ensure`): the segments and their canonical key.

export type PathSegment = string | number;

/** Canonical string form of a path, used as a map key across overcat. */
export function pathKey(path: readonly PathSegment[]): string {
  return path.map((p) => (typeof p === 'number' ? `#${p}` : `.${p}`)).join('');
}
