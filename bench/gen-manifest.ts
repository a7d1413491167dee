// Generated Puppet manifests for the parser bench, shaped like scripts/oracles/gen_manifest.py's
// environment: classes with typed parameters, defined-type instances, file/package/notify
// resources with interpolated titles, selectors and `->` chains, plus the defined type they use.

const APP = `define gen::app (
  Integer       $port,
  String        $owner,
  Array[String] $tags = [],
) {
  $mode = lookup('gen::app::mode', String, 'first', '0644')
  package { "pkg-\${title}":
    ensure => $gen::params::pkg_ver,
  }
  -> file { "\${gen::params::root}/\${title}.conf":
    owner   => $owner,
    mode    => $mode,
    content => "port=\${port}\\ntags=\${tags.join(',')}\\n",
  }
  ~> notify { "reload-\${title}":
    message => "\${title} listening on \${port}",
  }
}
`;

/** Class gen::cK: `instances` gen::app declarations, then resources up to `perClass`, chained. */
function genClass(k: number, perClass = 50, instances = 10): string {
  const lines = [`class gen::c${k} (`, '  String        $owner,', '  Integer       $base_port,', '  Array[String] $packages,', '  Hash          $settings,', ') {', '  include gen::params'];
  for (let j = 0; j < instances; j++) lines.push(`  gen::app { 'c${k}-a${j}': port => $base_port + ${j}, owner => $owner, tags => $packages }`);
  let prev: string | undefined;
  for (let j = 0; j < perClass - 3 * instances; j++) {
    const title = `c${k}-r${j}`;
    let ref: string;
    if (j % 3 === 0) {
      lines.push(`  file { "\${gen::params::root}/${title}": ensure => file, owner => $owner, content => "${title} \${settings['level']} \${facts['hostname']}\\n" }`);
      ref = `File["\${gen::params::root}/${title}"]`;
    } else if (j % 3 === 1) {
      lines.push(`  package { 'p-${title}': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }`);
      ref = `Package['p-${title}']`;
    } else {
      lines.push(`  notify { 'n-${title}': message => "${title} \${settings['level']}" }`);
      ref = `Notify['n-${title}']`;
    }
    if (prev !== undefined && j % 5 !== 0) lines.push(`  ${prev} -> ${ref}`);
    prev = ref;
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** One manifest of at least `bytes` bytes: the params class, the defined type and as many classes as it takes. */
export function generateManifest(bytes: number): string {
  const parts = ["class gen::params {\n  $root    = '/srv/gen'\n  $pkg_ver = 'installed'\n}\n", APP];
  let size = parts.reduce((n, p) => n + p.length, 0);
  for (let k = 0; size < bytes; k++) {
    const c = genClass(k);
    parts.push(c);
    size += c.length;
  }
  return parts.join('');
}

/** The same classes as separate files (an environment's module), `count` of them. */
export function generateFiles(count: number): { name: string; text: string }[] {
  const files = [{ name: 'params.pp', text: "class gen::params {\n  $root = '/srv/gen'\n}\n" }, { name: 'app.pp', text: APP }];
  for (let k = 0; k < count; k++) files.push({ name: `c${k}.pp`, text: genClass(k) });
  return files;
}
