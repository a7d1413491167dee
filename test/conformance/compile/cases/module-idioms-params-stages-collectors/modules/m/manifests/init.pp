class m (
  String $pkg = $m::params::pkg,
  String $svc = $m::params::svc,
  Hash $conf = $m::params::conf,
) inherits m::params {
  contain m::install
  contain m::service
  Class['m::install'] -> Class['m::service']
  m::vhost { ['one', 'two']: port => 80 }
  m::vhost { 'three': }
}
