define site::vhost_entry (Integer $port, Array[String] $aliases) {
  concat::fragment { "haproxy backend ${title}":
    target  => '/etc/site/backends.cfg',
    order   => $port,
    content => inline_template("backend <%= @title %>\n  server local 127.0.0.1:<%= @port %><% unless @aliases.empty? %> # <%= @aliases.join(' ') %><% end %>\n"),
  }
  concat::fragment { "hosts.json ${title}":
    target  => '/etc/site/hosts.json',
    content => to_json({ $title => { 'port' => $port, 'aliases' => $aliases } }),
  }
  concat::fragment { "index ${title}":
    target  => '/etc/site/index.yaml',
    content => inline_epp("- name: <%= \$name %>\n  port: <%= \$port %>\n", { 'name' => $title, 'port' => $port }),
  }
}

node default {
  include motd
  include kmod
  kmod::option { 'nf_conntrack hashsize':
    module => 'nf_conntrack',
    option => 'hashsize',
    value  => 262144,
  }

  file { '/etc/site': ensure => directory }
  concat { '/etc/site/access.conf':
    owner          => 'root',
    group          => 'root',
    mode           => '0600',
    order          => 'numeric',
    warn           => '# This file is managed by Puppet; local edits are lost',
    ensure_newline => true,
  }
  create_resources('concat::fragment', lookup('site::sudoers_fragments', Hash, 'hash', {}))

  concat { '/etc/site/backends.cfg':
    order        => 'numeric',
    validate_cmd => '/usr/sbin/haproxy -c -f %',
    notify       => Service['haproxy'],
  }
  service { 'haproxy': ensure => running }
  concat { '/etc/site/hosts.json': format => 'json-pretty' }
  concat { '/etc/site/index.yaml': format => 'plain' }
  $vhosts = lookup('site::vhosts', Hash, 'hash', {})
  $vhosts.each |$name, $v| {
    site::vhost_entry { $name: port => $v['port'], aliases => $v['aliases'] }
  }

  concat { '/etc/site/peers.conf': ensure_newline => true }
  @@concat::fragment { "peer ${facts['networking']['fqdn']}":
    target  => '/etc/site/peers.conf',
    content => "peer ${facts['networking']['fqdn']} ${facts['networking']['ip']}",
    tag     => ['site-peers'],
  }
  Concat::Fragment <<| tag == 'site-peers' |>>
  concat::fragment { 'peers header':
    target  => '/etc/site/peers.conf',
    content => '# peers',
    order   => '01',
  }
  concat { '/etc/site/retired.conf': ensure => absent }
}
