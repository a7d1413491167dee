tag 'web'
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| title == 'n1' |> { tag => ['beta', 'web'] }
Notify { message => "${module_name} says hi" }
exec {
  default: command => '/usr/bin/env echo hi', loglevel => 'warning';
  'run1': command => 'touch /tmp/x';
  'run2': loglevel => 'info';
  'run3': tag => ['web', 'alpha'];
}
file { ['/tmp/f1', '/tmp/f2']: subscribe => Exec['run1'] }
notify { 'n1': loglevel => 'info', subscribe => File['/tmp/f1'] }
tag 'alpha'
service { 'svc1': noop => false, before => Exec['run2'] }
File <| tag != 'alpha' |>
User { shell => '/bin/bash' }
Notify <| tag == 'beta' or title == 'run2' |>
$v13 = [1, 2]
