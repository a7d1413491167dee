define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'beta' }
}
class c1 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 'one',
) {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'info' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = ['x'],
  Boolean $p3 = true,
) inherits c1 {
  Notify['c1-n1'] { message +> ['alpha', 'beta'] }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: withpath => false }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  @notify { 'c2-n4': withpath => true }
}
notify { 'n1': loglevel => 'warning' }
Notify['n1'] <- Notify['n1']
notify { ['n2', 'n3', 'n4']: notify => Notify['n1'], subscribe => Notify['n1'] }
File <| title == 'n2' |> <~ Notify['n1'] -> [Notify['n4'], Notify['n2']]
package { 'pkg1': tag => ['db', 'beta'], subscribe => Notify['n3'] }
Notify <| tag == 'db' |> { require +> Notify['n3'] }
