class profile::motd (
  Array[String] $lines = ['Managed by Puppet', 'Authorised use only'],
) {
  concat { '/etc/motd':
    owner => 'root',
    group => 'root',
    mode  => '0644',
  }
  concat::fragment { 'motd header':
    target  => '/etc/motd',
    content => "== ${facts['networking']['fqdn']} ==\n",
    order   => '01',
  }
  $lines.each |Integer $i, String $line| {
    concat::fragment { "motd line ${i}":
      target  => '/etc/motd',
      content => "${line}\n",
      order   => sprintf('%02d', $i + 10),
    }
  }
}
class profile::tuning (
  Hash[String, Stdlib::Port] $ports = { 'http' => 80, 'https' => 443 },
) {
  ensure_packages(['curl', 'jq'])
  ensure_packages({ 'htop' => { 'ensure' => 'latest' } })
  ensure_resource('file', '/etc/app', { 'ensure' => 'directory', 'mode' => '0755' })
  ini_setting { 'app port':
    ensure  => present,
    path    => '/etc/app/app.ini',
    section => 'server',
    setting => 'port',
    value   => $ports['http'],
    require => File['/etc/app'],
  }
  ini_subsetting { 'app features':
    ensure     => present,
    path       => '/etc/app/app.ini',
    section    => 'server',
    setting    => 'features',
    subsetting => 'metrics',
  }
  file_line { 'sysctl swappiness':
    path  => '/etc/sysctl.conf',
    line  => 'vm.swappiness = 10',
    match => '^vm.swappiness',
  }
  $names = sort(keys($ports))
  file { '/etc/app/ports':
    ensure  => file,
    content => join($names.map |$n| { "${n}=${ports[$n]}" }, "\n"),
  }
  if versioncmp($facts['os']['release']['full'], '12') >= 0 {
    notify { 'modern debian': message => "release ${facts['os']['release']['full']}, ${size($names)} ports" }
  }
}
include profile::motd
include profile::tuning
