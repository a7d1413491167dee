class c1 (
  Array[String] $p1 = ['a', 'b'],
  Optional[String] $p2 = 'o',
) {
  service { 'c1-svc1': tag => 'web' }
  tag 'alpha'
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  File { content => 'data' }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { 'c2-run1': command => 'touch /tmp/x' }
  tag 'gamma'
}
notify { 'n1': message => 42, loglevel => 'info' }
file { '/tmp/f1': noop => true, owner => 'root', require => Notify['n1'] }
Notify['n1'] { tag +> 'gamma' }
Notify { tag => 'gamma', message => "${trusted[certname]} says hi" }
class { 'c2': }
File <| title == '/tmp/f1' or ensure == 'running' |> <- Notify['n1']
file { '/tmp/f2': subscribe => File['/tmp/f1'], * => {  } }
$v18 = { 'k' => 'v' }
Notify { noop => true }
Notify { require => Notify['n1'] }
User <| message == 'x y' or tag == 'beta' |>
File <|  |>
notify {
  default: message => "${module_name} says hi";
  'n2': message => 42;
}
exec { 'run1': command => '/usr/bin/env echo hi', tag => 'alpha' }
file { '/tmp/f3': notify => File['/tmp/f2'] }
notify { 'n3': tag => 'gamma', message => 42 }
$v27 = 'val'
