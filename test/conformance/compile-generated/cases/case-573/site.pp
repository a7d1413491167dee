define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
class c1 {
  notify { 'c1-n1': tag => 'gamma', noop => true }
  notify { 'c1-n2': tag => ['alpha', 'web'], noop => true }
  @notify { 'c1-n3': tag => ['alpha', 'beta'], * => {  } }
  tag 'web'
}
@package { 'pkg1': loglevel => 'warning', tag => 'beta' }
Package <| tag != 'alpha' |>
notify { 'n1': message => undef, tag => ['alpha', 'beta'], withpath => false }
package { 'pkg2': ensure => 'absent' }
