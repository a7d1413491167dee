Notify <| title == 'n1' |>
$v1 = 'val'
tag 'web'
Notify { noop => true }
package { 'pkg1': tag => ['db', 'beta'] }
notify { 'n1': message => "${facts[hostname]} says hi", notify => Package['pkg1'] }
$v6 = [1, 2]
@notify { 'n2': notify => Package['pkg1'] }
Service { ensure => 'stopped' }
tag 'beta'
notify { 'n3': before => Package['pkg1'] }
Package { ensure => 'installed', tag => ['gamma', 'alpha'] }
$v12 = { 'k' => 'v' }
