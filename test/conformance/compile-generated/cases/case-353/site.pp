define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra }
  notify { "${title}-d11": message => $extra }
}
class c1 {
  notify {
    default: noop => false;
    'c1-n1': tag => ['beta', 'gamma'], loglevel => 'info';
  }
  Notify <| ensure == 'running' |>
}
class c2 (
  Integer $p1 = 8080,
  Variant[Integer, String] $p2 = 1,
) {
  notify {
    default: tag => 'db';
    'c2-n1': tag => 'beta', loglevel => 'info';
    'c2-n2': message => 42, tag => 'gamma';
    'c2-n3': tag => 'alpha';
  }
  contain c1
}
$v9 = [1, 2]
notify { 'n1': message => 3.5, * => { 'tag' => 'beta' } }
Exec <| tag == 'beta' |> { require => Notify['n1'] }
service { 'svc1': subscribe => Notify['n1'] }
Notify['n1'] ~> Service['svc1']
contain c2
Service <|  |>
Notify <| title == 'c2-n2' |> { message => 'x y' }
File { content => 'data', noop => false }
User <| tag != 'beta' |>
[Notify['c2-n2']] <- [Service['svc1']] <- File <|  |>
user { 'user1': notify => Notify['c1-n1'] }
@notify {
  default: tag => ['web', 'web'], noop => false;
  'n2': subscribe => [Notify['c2-n3']];
  'n3': require => [Notify['c2-n2']], tag => 'alpha';
}
