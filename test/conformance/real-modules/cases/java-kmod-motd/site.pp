node 'app02.example.com' {
  class { 'java':
    distribution          => 'jre',
    package               => 'openjdk-17-jre-headless',
    java_alternative      => 'java-1.17.0-openjdk-amd64',
    java_alternative_path => '/usr/lib/jvm/java-1.17.0-openjdk-amd64/bin/java',
    java_home             => '/usr/lib/jvm/java-1.17.0-openjdk-amd64',
  }
  class { 'motd':
    dynamic_motd      => false,
    content           => "Welcome to ${facts['networking']['fqdn']}\nAuthorized use only.\n",
    issue_content     => "Ubuntu \\n \\l\n",
    issue_net_template => 'motd/motd.epp',
  }
  class { 'kmod':
    list_of_loads      => { 'br_netfilter' => {}, 'overlay' => {} },
    list_of_options    => {
      'bonding-mode'   => { 'module' => 'bonding', 'option' => 'mode', 'value' => 4 },
      'nf_conntrack'   => { 'option' => 'hashsize', 'value' => '131072' },
    },
    list_of_aliases    => { 'bond0' => { 'source' => 'bonding' } },
    list_of_blacklists => { 'pcspkr' => {}, 'floppy' => { 'file' => '/etc/modprobe.d/floppy.conf' } },
    list_of_installs   => { 'usb_storage' => { 'command' => '/bin/true' } },
  }
  kmod::load { 'dm_crypt': ensure => absent }
}
