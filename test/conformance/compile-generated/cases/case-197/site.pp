define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
class c1 {
  @package { 'c1-pkg1': ensure => 'latest' }
  package { 'c1-pkg2': loglevel => 'warning', tag => 'db' }
}
class c2 (
  Integer $p1 = 8080,
  Integer $p2 = 80,
) {
  User { groups => 'users', tag => ['alpha', 'alpha'] }
  package { ['c2-pkg1', 'c2-pkg2']: noop => false }
  package { ['c2-pkg3', 'c2-pkg4', 'c2-pkg5']: ensure => '1.2.3', tag => ['db', 'db'] }
}

