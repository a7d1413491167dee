define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  notify { 'c1-n1': withpath => false, noop => false }
}
class c2 (
  String $p1 = 'abc',
  Integer $p2 = 80,
  Optional[String] $p3 = 'o',
) {
  notify { 'c2-n1': noop => true, tag => 'web' }
  Notify <|  |>
}
notify { ['n1', 'n2']: noop => false, withpath => true }
Notify['n2'] <- Notify['n1'] <~ Notify['n1']
notify { 'n3': message => "${module_name} says hi", notify => Notify['n2'], withpath => true }
Package { loglevel => 'info' }
Service <|  |>
File <| title == 'n3' |> { require => Notify['n2'] }
d1 { 'd1-n1': }
