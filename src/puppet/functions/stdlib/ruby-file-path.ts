// Ruby's File.dirname, File.basename and File.extname on POSIX paths, as stdlib's functions use them.

/** File.dirname: the path without its last component ('.' when there is none, '/' at the root). */
export function rubyDirname(path: string): string {
  const trimmed = path.replace(/(?<=.)\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  if (slash < 0) return '.';
  const dir = trimmed.slice(0, slash).replace(/\/+$/, '');
  return dir === '' ? '/' : dir;
}

/** File.basename: the last component, without `suffix` when it ends with it ('.*': any extension). */
export function rubyBasename(path: string, suffix?: string): string {
  const trimmed = path.replace(/(?<=.)\/+$/, '');
  if (/^\/+$/.test(trimmed)) return '/';
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  if (suffix === undefined || suffix === '' || base === suffix) return base;
  if (suffix === '.*') {
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(0, dot) : base;
  }
  return base.endsWith(suffix) ? base.slice(0, base.length - suffix.length) : base;
}

/** File.extname: '.gz' of 'a.tar.gz'; '' for '.bashrc' or no dot; '.' for a name ending in a dot. */
export function rubyExtname(path: string): string {
  const base = rubyBasename(path).replace(/^\.+/, '');
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot);
}
