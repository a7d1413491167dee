define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title, tag => 'web' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = [],
  String $p3 = 'abc',
) {
  file { '/tmp/c1-f1': loglevel => 'info' }
  d1 { 'c1-d1-n1': msg => 'v1' }
  package { 'c1-pkg1': ensure => 'installed', tag => 'gamma' }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => ['web', 'web'], message => 'world' }
}
File <| (tag != 'beta' and message == 42) and title == 'n1' |> <~ Service <| tag == 'beta' |>
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': tag => 'beta' }
@notify { 'n2': require => Notify['n1'], notify => Notify['n1'] }
notify { ['n3', 'n4', 'n5']: message => 3.5, notify => Notify['n1'] }
class { 'c1': p3 => 'abc' }
include c1
@notify { 'n6': message => "${module_name} says hi", * => {  } }
notify { 'n7': message => "${facts[hostname]} says hi", * => {  } }
Exec { loglevel => 'warning' }
user { 'user1': shell => '/bin/sh', subscribe => Class['c1'] }
