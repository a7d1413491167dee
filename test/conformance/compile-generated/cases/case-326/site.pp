define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'alpha' }
}
notify {
  default: tag => ['web', 'alpha'], message => "${trusted[certname]} says hi";
  'n1': message => "tab\there";
}
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { ['svc1', 'svc2']: notify => Notify['n1'], loglevel => 'warning' }
Service['svc2'] { tag +> 'db' }
Notify['n1'] { before => [Notify['n1']] }
@@package { ['pkg1', 'pkg2']: before => Notify['n1'] }
Package { tag => ['gamma', 'web'] }
service { ['svc3', 'svc4', 'svc5']: loglevel => 'warning', ensure => 'stopped' }
$v12 = 'val'
@notify { 'n2': message => 'x y' }
Service['svc2'] <~ Service['svc3']
Notify['n1'] -> [Service['svc3'], Service['svc2']]
Notify <<| ensure == 'running' |>>
Service['svc2'] <~ Service['svc3']
Notify <<| message == 'hello' |>>
