define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
class c1 (
  Boolean $p1 = true,
) {
  @notify { ['c1-n1', 'c1-n2']: tag => ['alpha', 'db'], withpath => true }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  d1 { 'c1-d1-n1': }
  notify {
    default: tag => ['alpha', 'web'], noop => true;
    'c1-n3': withpath => false;
    'c1-n4': withpath => false;
  }
}
$v8 = 'val'
@@service { 'svc1': ensure => 'running', loglevel => 'warning' }
@notify { 'n1': tag => ['alpha', 'alpha'] }
d1 { 'd1-n1': level => 'v1' }
Notify <|  |>
user { 'user1': subscribe => Notify['d1-n1-d11'] }
Exec { tag => 'gamma' }
