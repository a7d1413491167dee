file { '/tmp/x/': ensure => directory }
file { '/tmp//y': ensure => file }
package { 'pkg-a': ensure => installed, provider => 'apt' }
package { 'pkg-a-gem': name => 'pkg-a', ensure => installed, provider => 'gem' }
exec { 'run it': command => '/bin/true', path => ['/bin', '/usr/bin'] }
service { 'svc': ensure => 'running', enable => true, hasstatus => true }
user { 'bob': ensure => present, groups => ['a', 'b'], managehome => true }
group { 'g': ensure => present, gid => 1000 }
file { 'named': path => '/tmp/named', content => 'x' }
notify { 'ref': require => File['/tmp/x/'], before => File['named'] }
