// A generated fleet for the fleet bench: CLASSES modules (each a class with Hiera-bound parameters,
// a defined type declared a few times, packages, files and services), a deployment task per class
// (tasks.yaml, every role, in a chain; tasks/<class>.pp includes the class), NODES nodes over five
// roles, and Hiera's node, role and common layers, with override data (`configuration`) that
// updates resources of some tasks and creates two no task holds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const ROLES = ['controller', 'compute', 'storage', 'network', 'monitor'];

const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

export const className = (k: number) => `svc${String(k).padStart(2, '0')}`;
export const nodeName = (n: number) => `node-${String(n).padStart(3, '0')}.example.com`;

function moduleFiles(dir: string, k: number): void {
  const c = className(k);
  write(
    join(dir, 'modules', c, 'manifests', 'init.pp'),
    `class ${c} (
  Integer       $port     = ${8000 + k},
  String        $owner    = 'root',
  Array[String] $packages = ['${c}-common'],
  Hash          $settings = {},
  Integer       $workers  = 2,
) {
  $role = $facts['role']
  package { $packages: ensure => installed }
  file { '/etc/${c}':
    ensure => directory,
    owner  => $owner,
  }
  file { '/etc/${c}/${c}.conf':
    owner   => $owner,
    mode    => '0640',
    content => epp('${c}/conf.epp', { 'port' => $port, 'settings' => $settings, 'workers' => $workers }),
    require => Package[$packages],
    notify  => Service['${c}'],
  }
  $workers.each |$i| {
    ${c}::worker { "${c}-w\${i}": port => $port + $i, role => $role }
  }
  service { '${c}':
    ensure    => running,
    enable    => true,
    subscribe => File['/etc/${c}'],
  }
}
`,
  );
  write(
    join(dir, 'modules', c, 'manifests', 'worker.pp'),
    `define ${c}::worker (Integer $port, String $role) {
  file { "/etc/${c}/\${title}.ini":
    content => "port=\${port}\\nrole=\${role}\\nhost=\${facts['fqdn']}\\n",
  }
  exec { "reload-\${title}":
    command     => "/usr/bin/systemctl reload ${c}@\${title}",
    refreshonly => true,
    subscribe   => File["/etc/${c}/\${title}.ini"],
  }
}
`,
  );
  write(
    join(dir, 'modules', c, 'templates', 'conf.epp'),
    `<%- | Integer $port, Hash $settings, Integer $workers | -%>
[main]
port = <%= $port %>
workers = <%= $workers %>
<% $settings.each |$k, $v| { -%>
<%= $k %> = <%= $v %>
<% } -%>
`,
  );
}

/** Writes the fleet under `dir`: modules/, tasks.yaml, tasks/, hiera.yaml, data/, nodes/ (one facts file per node). */
export function generateFleet(dir: string, nodes: number, classes: number): void {
  for (let k = 0; k < classes; k++) moduleFiles(dir, k);
  write(
    join(dir, 'hiera.yaml'),
    `version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: "Per node"
    path: "nodes/%{trusted.certname}.yaml"
  - name: "Per role"
    path: "roles/%{facts.role}.yaml"
  - name: "Common"
    path: common.yaml
`,
  );
  const common = Array.from({ length: classes }, (_, k) => `${className(k)}::settings:\n  log_level: info\n  timeout: ${30 + k}\n`).join('');
  const overrides = `configuration:
  package:
    ${className(0)}-common: {ensure: latest}
    htop: {ensure: installed}
  ${className(1 % classes)}::worker:
    ${className(1 % classes)}-w1: {port: 9999}
  file:
    /etc/motd: {content: "managed\\n"}
`;
  write(join(dir, 'data', 'common.yaml'), common + overrides);
  const tasks = Array.from({ length: classes }, (_, k) => {
    write(join(dir, 'tasks', `${className(k)}.pp`), `include ${className(k)}\n`);
    const after = k === 0 ? 'deploy_start' : className(k - 1);
    return `- id: ${className(k)}\n  type: puppet\n  version: 2.1.0\n  role: ['*']\n  requires: [${after}]\n  required_for: [deploy_end]\n  parameters: {puppet_manifest: tasks/${className(k)}.pp, timeout: 300}\n`;
  });
  write(join(dir, 'tasks.yaml'), `- id: deploy_start\n  type: stage\n- id: deploy_end\n  type: stage\n  requires: [deploy_start]\n${tasks.join('')}`);
  ROLES.forEach((role, r) => {
    write(join(dir, 'data', 'roles', `${role}.yaml`), Array.from({ length: classes }, (_, k) => (k % ROLES.length === r ? `${className(k)}::workers: 4\n${className(k)}::owner: ${role}\n` : '')).join('') || '{}\n');
  });
  for (let n = 0; n < nodes; n++) {
    const name = nodeName(n);
    write(
      join(dir, 'nodes', `${name}.yaml`),
      `fqdn: ${name}\nrole: ${ROLES[n % ROLES.length]}\nos:\n  family: Debian\n  release: { major: "12" }\nnetworking:\n  ip: 10.0.${Math.floor(n / 250)}.${(n % 250) + 1}\nprocessors: { count: ${2 + (n % 8)} }\n`,
    );
    if (n % 10 === 0) write(join(dir, 'data', 'nodes', `${name}.yaml`), `${className(n % classes)}::port: ${9000 + n}\n`);
  }
}
