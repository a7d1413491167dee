class c1 {
  tag 'beta'
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  service {
    default: noop => false;
    'c1-svc1': tag => ['alpha', 'db'], ensure => 'running';
  }
}
stage { 'pre': before => Stage['main'] }
notify { ['n1', 'n2']: loglevel => 'warning', tag => ['web', 'alpha'] }
service {
  default: noop => true, tag => 'gamma';
  'svc1': notify => [Notify['n1']];
  'svc2': notify => [Notify['n1'], Notify['n2']];
}
notify { 'n3': subscribe => Service['svc1'], message => "${trusted[certname]} says hi" }
include c1
