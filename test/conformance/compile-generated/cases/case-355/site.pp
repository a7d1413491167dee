define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
Notify { message => "${trusted[certname]} says hi" }
tag 'gamma'
@package { 'pkg1': tag => ['web', 'db'] }
$v5 = [1, 2]
Notify <| tag != 'alpha' |> ~> Service <| message == 'world' and tag == 'gamma' |>
exec { 'run1': command => 'touch /tmp/x', * => { 'tag' => 'beta' } }
Exec['run1'] ~> Exec['run1'] <- Exec['run1']
service { 'svc1': tag => 'alpha', before => Exec['run1'] }
notify {
  default: tag => ['gamma', 'alpha'];
  'n1': tag => 'beta';
  'n2': require => Service['svc1'];
  'n3': notify => Service['svc1'];
}
file { '/tmp/f1': tag => ['web', 'beta'] }
notify { ['n4', 'n5']: message => 42, tag => 'beta' }
d1 { ['d1-n1', 'd1-n2']: }
file { '/tmp/f2': mode => '0755' }
Exec['run1'] { before => Service['svc1'] }
@d1 { ['d1-n3', 'd1-n4']: extra => 'v1' }
@notify { ['n6', 'n7', 'n8']: notify => File['/tmp/f2'] }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
