define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 (
  Boolean $p1 = false,
  Integer $p2 = 80,
) {
  notify { 'c1-n1': tag => 'db' }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 'x y',
  Optional[String] $p3 = 'o',
) inherits c1 {
  Notify['c1-n1'] { message => 'gamma' }
  user { 'c2-user1': groups => 'users' }
  Notify <| title == 'n1' |> { tag +> ['web', 'alpha'] }
}
class c3 (
  String $p1 = 's',
) {
  contain c2
  @notify {
    default: loglevel => 'info', message => "${p1} says hi";
    'c3-n1': withpath => true;
  }
  Notify <| title == 'n1' |> { require +> Notify['ghost'] }
  file { '/tmp/c3-f1': loglevel => 'info', ensure => 'directory' }
}

