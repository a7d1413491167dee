if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'web'
User <| ensure == 'directory' or message == 'hello' |>
Notify { tag => 'gamma' }
service { 'svc1': tag => ['beta', 'gamma'], noop => false }
notify { 'n1': subscribe => Service['svc1'], message => "${facts[hostname]} says hi" }
notify { 'n2': noop => false, withpath => false, message => "${trusted[certname]} says hi" }
package {
  default: noop => false;
  'pkg1': ensure => 'installed';
}
Exec <| tag == 'alpha' |>
notify { 'n3': loglevel => 'info', message => 'hello' }
