node default {
  include yum
  include epel
  include elastic_stack::repo
  lookup('site::yum_settings', Hash, 'hash', {}).each |$key, $value| {
    yum::config { $key: ensure => $value }
  }
  create_resources('yum::versionlock', lookup('site::versionlocks', Hash, 'hash', {}), { 'ensure' => 'present' })
  yum::install { 'internal-release':
    ensure => present,
    source => 'https://repo.example.com/internal-release-9-1.noarch.rpm',
    timeout => 300,
  }
}
