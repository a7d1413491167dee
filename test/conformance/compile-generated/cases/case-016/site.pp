define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'beta' }
  notify { "${title}-d11": message => $title }
}
class c1 {
  @service {
    default: tag => 'alpha';
    'c1-svc1': noop => false, tag => 'alpha';
  }
  tag 'web'
}
class c2 (
  Boolean $p1 = true,
  Boolean $p2 = false,
  Boolean $p3 = true,
) inherits c1 {
  d1 { 'c2-d1-n1': level => 'v2' }
  @service { 'c2-svc1': tag => ['beta', 'alpha'], enable => false }
}
stage { 'pre': before => Stage['main'] }
file { '/tmp/f1': mode => '0600', noop => false, owner => 'root' }
Notify { tag => 'alpha' }
tag 'beta'
Exec <| ensure == 'present' |>
tag 'web'
d1 { 'd1-n1': level => 7 }
service { 'svc1': hasrestart => true }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@d1 { 'd1-n2': }
require c1
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec { noop => true }
notify { 'n1': tag => 'alpha' }
@notify { 'n2': tag => 'beta', notify => Notify['d1-n1-d11'] }
