define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 {
  d1 { 'c1-d1-n1': msg => 'v2' }
  notify { 'c1-n1': notify => Notify['c1-d1-n1-d11'] }
  notify { 'c1-n2': before => Notify['c1-d1-n1-d11'], message => 'world' }
}
Service <| title == 'n1' |> ~> Notify <| title == 'n1' and message == 'x y' |> -> Notify <| title == 'n1' or tag != 'db' |>
notify { 'n1': withpath => true, message => 'x y' }
contain c1
user { 'user1': shell => '/bin/bash', tag => 'beta' }
