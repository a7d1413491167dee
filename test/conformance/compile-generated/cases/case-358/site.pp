package { 'pkg1': tag => ['alpha', 'beta'], noop => false, loglevel => 'warning' }
tag 'db'
Notify { tag => 'beta' }
notify { 'n1': message => ['a', 'b'], before => Package['pkg1'], noop => true }
tag 'web'
@@package { 'pkg2': require => Notify['n1'] }
Notify <<| tag == 'web' or message == 'x y' |>>
notify { 'n2': tag => ['gamma', 'beta'], loglevel => 'info' }
package { ['pkg3', 'pkg4', 'pkg5']: before => Package['pkg1'], loglevel => 'info' }
notify { 'n3': loglevel => 'info', require => Notify['n1'], message => "${facts[hostname]} says hi" }
exec { 'run1': command => '/usr/bin/env echo hi', noop => true }
exec { 'run2': command => '/bin/true', * => { 'noop' => true } }
notify { 'dup': before => Notify['ghost'] }
