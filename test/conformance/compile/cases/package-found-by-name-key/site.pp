# A reference finds a resource by the uniqueness key its title gives (Puppet's Catalog#resource):
# Package['consoleproxy'] is Package['vncproxy'] declared with that name and no provider.
package { 'vncproxy': name => 'consoleproxy' }
if !defined(Package['serialproxy']) and !defined(Package['consoleproxy']) {
  package { 'serialproxy': name => 'consoleproxy' }
}
notify { 'found': message => defined(Package['consoleproxy']) }
# Overrides, relationships and relationship parameters reach it by that key as well.
Package['consoleproxy'] { ensure => latest }
Package['consoleproxy'] -> notify { 'after': }
notify { 'requires': require => Package['consoleproxy'] }
# A key that also names a provider is not what a bare title gives.
package { 'gem-rack': name => 'rack', provider => 'gem' }
notify { 'gem': message => defined(Package['rack']) }
# A single namevar's title pattern: File['/etc/app/'] is File['/etc/app'].
file { '/etc/app': ensure => directory }
notify { 'slash': message => defined(File['/etc/app/']) }
