file { '/tmp/f1': tag => ['gamma', 'beta'], * => { 'ensure' => 'directory' } }
user { 'user1': subscribe => File['/tmp/f1'] }
@package { ['pkg1', 'pkg2']: subscribe => File['/tmp/f1'] }
realize([Package['pkg1']])
if defined(File['/tmp/f1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File['/tmp/f1'] <~ File <|  |>
notify { 'n1': before => Package['pkg1'] }
$v8 = { 'k' => 'v' }
notify { ['n2', 'n3', 'n4']: loglevel => 'warning', tag => ['beta', 'alpha'] }
notify { 'n5': subscribe => Notify['n1'], tag => 'beta', message => 'hello' }
notify { 'n6': tag => 'db', * => { 'before' => [Notify['n2']] } }
notify { 'n7': subscribe => File['/tmp/f1'], noop => true }
Notify['n7'] { withpath => true }
tag 'alpha'
Notify['n4'] -> File['/tmp/f1']
service { 'svc1': hasrestart => false, enable => true }
[Service['svc1']] <~ Notify['n5']
$v18 = [1, 2]
Exec { subscribe => Notify['n4'] }
exec { 'run1': command => '/bin/true', noop => true, tag => 'db' }
User { groups => [] }
