class c1 (
  Array[String] $p1 = [],
) {
  Notify <| title == 'n1' and message == 'world' |>
  notify { 'c1-n1': withpath => false, loglevel => 'warning' }
  tag 'web'
  notify { ['c1-n2', 'c1-n3', 'c1-n4']: message => 'world', tag => 'gamma' }
}
Notify { message => "${module_name} says hi", withpath => true }
file { '/tmp/f1': tag => ['alpha', 'db'], owner => 'www-data' }
notify {
  default: withpath => true, require => File['/tmp/f1'];
  'n1': tag => 'gamma', message => '';
  'n2': require => File['/tmp/f1'];
}
File['/tmp/f1'] { require => Notify['n2'] }
Notify['n2'] { before +> [Notify['n2'], Notify['n1']] }
file {
  default: mode => '0600', require => [Notify['n1']];
  '/tmp/f2': before => [Notify['n1']];
  '/tmp/f3': owner => 'root', subscribe => Notify['n1'];
  '/tmp/f4': ensure => 'absent';
}
notify {
  default: withpath => true;
  'n3': tag => 'gamma';
  'n4': loglevel => 'warning', message => "${module_name} says hi";
}
