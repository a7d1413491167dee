define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  notify { 'c1-n1': tag => 'alpha' }
}
User <| tag != 'web' |> { require => Notify['ghost'] }
notify { 'n1': tag => ['gamma', 'beta'], * => {  } }
Notify['n1'] { noop => false }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User { tag => 'gamma', require => Notify['n1'] }
notify { 'n2': tag => ['gamma', 'gamma'] }
File { mode => '0600', content => "line\n" }
[Notify['n2']] -> [Notify['n2'], Notify['n1']]
File { require => Notify['n1'] }
@notify { 'n3': tag => 'alpha' }
User { loglevel => 'info' }
