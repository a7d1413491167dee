define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
class c1 (
  String $p1 = 'x y',
) {
  user { 'c1-user1': loglevel => 'info' }
  Package { noop => true }
  notify { 'c1-n1': tag => ['db', 'db'] }
  service {
    default: loglevel => 'info';
    'c1-svc1': enable => false;
    'c1-svc2': noop => false;
  }
}

