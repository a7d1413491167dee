class c1 {
  package { 'c1-pkg1': loglevel => 'info' }
}
@notify { 'n1': noop => false, * => { 'loglevel' => 'warning' } }
package {
  default: tag => ['gamma', 'web'];
  'pkg1': tag => 'web';
}
notify { ['n2', 'n3']: notify => Package['pkg1'], noop => true }
notify { 'n4': message => 'world', * => {  } }
realize(Notify['n1'])
Notify <| title == 'n1' and message == 'hello' |> { require => Notify['n1'] }
tag 'gamma'
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', loglevel => 'warning' }
tag 'gamma'
class { 'c1': }
include c1
notify { 'n5': message => 'hello' }
