class c1 (
  String $p1 = 's',
) {
  notify {
    default: tag => ['gamma', 'web'], noop => true;
    'c1-n1': tag => ['gamma', 'alpha'], loglevel => 'info';
  }
  Notify { message => 'world' }
}
exec { 'run1': command => '/bin/true', * => { 'tag' => ['alpha', 'gamma'] } }
class { 'c1': p1 => 's' }
notify { 'n1': loglevel => 'warning', tag => ['web', 'alpha'], notify => Exec['run1'] }
notify {
  default: subscribe => [Exec['run1']], tag => ['alpha', 'db'];
  'n2': message => "${trusted[certname]} says hi";
}
contain c1
service { 'svc1': subscribe => Exec['run1'], * => { 'hasrestart' => true } }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { notify => Notify['n1'] }
Notify { subscribe => Service['svc1'] }
Notify <|  |>
notify { 'n3': loglevel => 'info', require => Notify['n1'] }
realize(Notify['ghost'])
