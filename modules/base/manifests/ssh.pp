# The SSH daemon's configuration and service (its own deployment task in the example).
class base::ssh (
  Boolean $permit_root_login = false,
) {
  $root = $permit_root_login ? { true => 'yes', default => 'no' }

  file { '/etc/ssh/sshd_config':
    ensure  => file,
    mode    => '0600',
    content => "PermitRootLogin ${root}\n",
    notify  => Service['ssh'],
  }

  service { 'ssh':
    ensure => running,
    enable => true,
  }
}
