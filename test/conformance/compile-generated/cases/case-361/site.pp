define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 (
  String $p1 = 's',
  Array[String] $p2 = [],
  Enum['a', 'b'] $p3 = 'b',
) {
  Service <| title == 'n1' |> { require => Notify['ghost'] }
  tag 'db'
  tag 'beta'
  tag 'db'
}
stage { 'pre': before => Stage['main'] }
tag 'alpha'
require c1
notify { 'n1': tag => ['beta', 'beta'], loglevel => 'info' }
exec { 'run1': noop => false }
Notify { before => Notify['n1'], noop => true }
notify { 'n2': tag => ['db', 'alpha'] }
Exec <| title == 'run1' and message == 'x y' |>
