node default {
  $host_defaults = { 'ensure' => 'present', 'target' => '/etc/hosts' }
  create_resources('host', lookup('site::hosts', Hash, 'hash', {}), $host_defaults)
  host { $facts['networking']['fqdn']:
    ip           => $facts['networking']['ip'],
    host_aliases => [$facts['networking']['hostname']],
  }
  @@host { "exported-${facts['networking']['fqdn']}":
    name => "${facts['networking']['hostname']}.mgmt.example.com",
    ip   => $facts['networking']['ip'],
    tag  => 'site-hosts',
  }
  Host <<| tag == 'site-hosts' and title != "exported-${facts['networking']['fqdn']}" |>>

  lookup('site::cron_jobs', Hash, 'hash', {}).each |$name, $job| {
    cron { $name:
      * => { 'user' => 'root' } + $job,
    }
  }

  file { ['/srv/data', '/srv/export', '/mnt/scratch']: ensure => directory }
  mount { '/srv/data':
    ensure  => mounted,
    device  => 'nfs01.example.com:/export/data',
    fstype  => 'nfs4',
    options => 'rw,hard,intr,rsize=1048576,wsize=1048576,_netdev',
    atboot  => true,
    require => File['/srv/data'],
  }
  mount { '/srv/export':
    ensure  => mounted,
    device  => '/srv/data/export',
    fstype  => 'none',
    options => 'bind',
    pass    => 0,
    dump    => 0,
    require => Mount['/srv/data'],
  }
  mount { '/mnt/scratch':
    ensure  => defined,
    device  => 'tmpfs',
    fstype  => 'tmpfs',
    options => 'size=2G,mode=1777',
    remounts => false,
  }

  augeas { 'sysctl-net':
    context => '/files/etc/sysctl.conf',
    changes => ['set net.ipv4.ip_forward 1', 'set net.core.somaxconn 4096', 'rm kernel.sysrq'],
    onlyif  => 'get net.ipv4.ip_forward != 1',
  }
  augeas { 'sshd-hardening':
    incl    => '/etc/ssh/sshd_config',
    lens    => 'Sshd.lns',
    changes => [
      'set PermitRootLogin no',
      'set PasswordAuthentication no',
      'set AllowGroups/1 ops',
    ],
    notify  => Service['ssh'],
  }
  service { 'ssh': ensure => running }
  augeas { 'grub-cmdline':
    context   => '/files/etc/default/grub',
    changes   => "set GRUB_CMDLINE_LINUX '\"quiet transparent_hugepage=never\"'",
    load_path => '/usr/share/augeas/lenses',
    show_diff => false,
  }
}
