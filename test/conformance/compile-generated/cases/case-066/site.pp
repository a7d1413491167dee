define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
  Integer $p3 = 1,
) {
  tag 'db'
}
contain c1
d1 { 'd1-n1': extra => 7 }
contain c1
service { 'svc1': before => Notify['d1-n1-d11'] }
User <| ensure == 'directory' and tag != 'gamma' |> { require => Notify['d1-n1-d11'] }
notify {
  default: tag => ['db', 'alpha'], loglevel => 'warning';
  'n1': loglevel => 'info';
  'n2': message => ['a', 'b'];
}
tag 'web'
d1 { 'bad': bogus => 1 }
