define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'beta' }
  d1 { "${name}-in": }
}
class c1 {
  tag 'beta'
  user { ['c1-user1', 'c1-user2', 'c1-user3']: tag => 'web' }
}
class c2 inherits c1 {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: withpath => true }
  Notify <| tag != 'alpha' |> { tag +> ['beta', 'gamma'] }
  notify { 'c2-n4': withpath => true, message => 'multi
  line' }
}
stage { 'pre': before => Stage['main'] }

