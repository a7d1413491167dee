# The bundled example's base profile: packages, a service, files and a define instance,
# the resources an operator typically overrides through `configuration`.
class base (
  String $motd = 'Managed by Puppet',
  String $ntp_server = 'pool.ntp.org',
) {
  package { ['fontconfig-config', 'curl', 'ntp']:
    ensure => installed,
  }

  package { 'openssh':
    ensure => installed,
    name   => 'openssh-server',
    alias  => 'sshd-package',
  }

  file { '/etc/motd':
    ensure  => file,
    content => "${motd}\n",
    mode    => '0644',
  }

  file { 'ntp_conf':
    ensure  => file,
    path    => '/etc/ntp.conf',
    content => "server ${ntp_server} iburst\n",
    require => Package['ntp'],
    notify  => Service['ntp'],
  }

  service { 'ntp':
    ensure => running,
    enable => true,
  }

  base::vhost { 'www.example.com':
    docroot => '/var/www/example',
  }
}
