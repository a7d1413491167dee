define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: content => "${module_name}", mode => '0755' }
notify { 'n1': tag => 'alpha', require => File['/tmp/f3'] }
service { ['svc1', 'svc2', 'svc3']: ensure => 'running', tag => 'web' }
d1 { 'd1-n1': }
notify { ['n2', 'n3']: message => 42, notify => Notify['d1-n1-d11'] }
$v10 = [1, 2]
