define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
class c1 {
  tag 'db'
  service { 'c1-svc1': noop => true, ensure => 'stopped' }
}
stage { 'pre': before => Stage['main'] }
@d1 { 'd1-n1': }
User { noop => false }
class { 'c1': stage => 'pre' }
Exec { loglevel => 'info', timeout => 1001 }
Package { require => Service['c1-svc1'] }
User { notify => Service['c1-svc1'] }
notify { ['n1', 'n2', 'n3']: withpath => false }
Class['c1'] <~ Notify['n2']
Notify['n3'] { tag +> ['db', 'alpha'] }
Notify['n3'] ~> Notify['n2'] <~ Service['c1-svc1']
Notify { before => Service['c1-svc1'], noop => true }
Notify['n1'] ~> Notify <| tag != 'beta' or title == 'n2' |>
@@notify { 'n4': require => Notify['n1'], * => {  } }
[Notify['n2']] -> Notify['n3']
realize(D1['d1-n1'])
notify { 'n5': notify => D1['d1-n1'] }
