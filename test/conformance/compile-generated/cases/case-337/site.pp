define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'db' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  Service { tag => 'gamma' }
  notify {
    default: withpath => false;
    'c1-n1': message => ['a', 'b'], loglevel => 'info';
  }
  file { '/tmp/c1-f1': mode => '0644', content => 'data', owner => 'www-data' }
  Notify <| tag != 'alpha' |> { tag => 'db' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  notify {
    default: noop => true;
    'c2-n1': tag => ['web', 'gamma'];
  }
  tag 'beta'
  notify { 'c2-n2': loglevel => 'warning', * => {  } }
}

