define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Integer $p1 = 8080,
  Optional[String] $p2 = undef,
) {
  Notify <| tag != 'web' |>
  notify { 'c1-n1': message => "tab\there" }
  Exec <| tag == 'gamma' |>
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'x y',
) {
  Notify { loglevel => 'info', noop => false }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: withpath => true, tag => ['db', 'alpha'] }
  notify { 'c2-n4': tag => ['gamma', 'gamma'], message => 'x y' }
  file { '/tmp/c2-f1': noop => false, tag => 'alpha', owner => 'root' }
}

