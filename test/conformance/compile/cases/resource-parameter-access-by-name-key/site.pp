# A resource's parameter read through a reference naming it by its namevar or its uniqueness key,
# not its title: the access finds the resource as Puppet's Catalog#resource does.
package { 'console-proxy': name => 'nova-consoleproxy', ensure => '1.0' }
file { 'motd': path => '/etc/motd', mode => '0644' }
notify { 'by-key': message => Package['nova-consoleproxy']['ensure'] }
notify { 'by-path': message => File['/etc/motd/']['mode'] }
