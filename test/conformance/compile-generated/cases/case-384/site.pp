define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $msg, tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = 'o',
  Boolean $p3 = false,
) {
  Exec { timeout => 30 }
  notify { 'c1-n1': tag => ['gamma', 'db'] }
  service { 'c1-svc1': noop => false, hasrestart => false, loglevel => 'info' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 's',
) {
  notify { 'c2-n1': tag => ['web', 'gamma'], * => {  } }
  @notify {
    default: loglevel => 'info';
    'c2-n2': message => "tab\there", loglevel => 'warning';
  }
}

