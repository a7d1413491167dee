class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  package { 'c1-pkg1': ensure => 'installed', noop => false }
  package { 'c1-pkg2': loglevel => 'warning', tag => ['web', 'beta'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 's',
  Boolean $p3 = false,
) inherits c1 {
  user { 'c2-user1': ensure => 'present' }
  Notify { loglevel => 'warning' }
}
notify { 'n1': withpath => true, tag => 'beta' }
notify { 'n2': noop => true, message => "${module_name} says hi" }
notify { 'n3': message => 42, loglevel => 'info', require => Notify['n2'] }
