define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'db' }
  notify { "${title}-d21": message => "${name}: ${level}" }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
) {
  package { ['c1-pkg1', 'c1-pkg2']: tag => 'beta', noop => false }
  tag 'alpha'
  @file { '/tmp/c1-f1': tag => ['alpha', 'web'] }
}
stage { 'pre': before => Stage['main'] }

