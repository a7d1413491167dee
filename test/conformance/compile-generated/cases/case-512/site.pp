define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", tag => 'db' }
  notify { "${title}-d11": message => 'fixed' }
}
notify { 'n1': message => "${module_name} says hi", loglevel => 'warning' }
exec { 'run1': noop => true, command => 'touch /tmp/x' }
notify { 'n2': message => "${module_name} says hi" }
Exec { tag => ['alpha', 'web'] }
tag 'gamma'
$v8 = [1, 2]
d1 { ['d1-n1', 'd1-n2']: }
$v10 = { 'k' => 'v' }
notify { 'n3': tag => ['gamma', 'web'] }
Exec['run1'] ~> Notify <| tag == 'db' or message == 'x y' |>
file {
  default: loglevel => 'info';
  '/tmp/f1': loglevel => 'info';
  '/tmp/f2': before => Notify['n1'], mode => '0600';
  '/tmp/f3': notify => Notify['d1-n1-d11'];
}
[File['/tmp/f2'], File['/tmp/f3']] -> File['/tmp/f3']
Exec['run1'] { before +> File['/tmp/f3'] }
exec { 'run2': path => ['/bin', '/usr/bin'], subscribe => Exec['run1'] }
$v17 = [1, 2]
