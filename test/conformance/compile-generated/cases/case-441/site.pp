class c1 (
  String $p1 = 'abc',
  Boolean $p2 = false,
) {
  notify { 'c1-n1': message => "tab\there" }
}
Package { loglevel => 'info', ensure => 'installed' }
class { 'c1': p1 => 'abc' }
notify { 'n1': withpath => false }
Notify { before => Notify['n1'] }
notify { 'n2': loglevel => 'info' }
user { ['user1', 'user2']: managehome => true }
User <| tag != 'beta' and tag != 'web' |> { noop => true }
