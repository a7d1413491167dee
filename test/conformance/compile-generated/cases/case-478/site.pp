class c1 (
  Boolean $p1 = true,
) {
  notify { 'c1-n1': tag => 'gamma', message => "${p1} says hi" }
  notify { 'c1-n2': tag => 'web', withpath => true, message => "${p1} says hi" }
}
class c2 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  Notify['c1-n1'] { tag => ['alpha', 'beta'] }
  user { 'c2-user1': tag => ['alpha', 'db'], shell => '/bin/sh' }
  tag 'beta'
}
Notify <| tag != 'beta' |> { require => Notify['ghost'] }
notify { ['n1', 'n2']: tag => 'web' }
