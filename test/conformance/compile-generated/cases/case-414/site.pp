define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  File { noop => true }
}
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { ['n1', 'n2']: withpath => false, loglevel => 'warning' }
service { 'svc1': tag => ['alpha', 'web'], ensure => 'stopped', hasrestart => true }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: before => Service['svc1'] }
Notify <| tag == 'gamma' or ensure == 'directory' |>
service { 'svc2': before => File['/tmp/f2'], hasrestart => true }
realize(Notify['n1'])
realize(Notify['n2'])
service { ['svc3', 'svc4']: noop => false }
$v16 = [1, 2]
d1 { 'd1-n1': }
