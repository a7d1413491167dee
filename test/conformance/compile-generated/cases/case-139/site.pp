define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  @notify { 'c1-n1': message => 'hello' }
  service { 'c1-svc1': ensure => 'stopped' }
}
$v5 = 'val'
@d1 { 'd1-n1': level => 'v1' }
$v7 = [1, 2]
@notify { 'n1': message => "${module_name} says hi" }
$v9 = { 'k' => 'v' }
user { 'user1': loglevel => 'warning' }
User['user1'] { require => User['user1'] }
notify { 'n2': noop => false, withpath => false, message => 3.5 }
