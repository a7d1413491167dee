notify { 'n1': withpath => false, message => 3.5, tag => 'alpha' }
package { 'pkg1': require => Notify['n1'], notify => Notify['n1'] }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': tag => ['db', 'gamma'] }
$v5 = [1, 2]
@exec { 'run1': command => 'touch /tmp/x', tag => ['web', 'beta'] }
@package { 'pkg2': notify => Notify['n1'] }
notify { 'n3': loglevel => 'info' }
file { '/tmp/f1': tag => ['beta', 'gamma'], subscribe => Notify['n2'], loglevel => 'warning' }
Notify['n1'] <~ File <| tag == 'web' |> -> [Notify['n3']]
Exec <| message == 'x y' |> { require +> Notify['n3'] }
Notify { message => '' }
Notify['n3'] { tag => 'beta' }
Notify <|  |> <~ File['/tmp/f1']
if defined(File['/tmp/f1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify {
  default: require => [Notify['n3']], notify => [Notify['n1'], Package['pkg1']];
  'n4': tag => ['db', 'beta'], noop => true;
}
notify { 'n5': withpath => true }
