define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
class c1 {
  tag 'gamma'
  Package { ensure => 'absent', noop => false }
}
file { '/tmp/f1': mode => '0644' }
File['/tmp/f1'] -> File['/tmp/f1']
exec { 'run1': tag => ['alpha', 'db'], before => File['/tmp/f1'], refreshonly => false }
require c1
notify { ['n1', 'n2', 'n3']: require => Exec['run1'], subscribe => Exec['run1'] }
