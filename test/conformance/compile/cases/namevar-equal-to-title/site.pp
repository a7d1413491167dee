# Puppet leaves the namevar out of the catalog when it repeats the title (nova's services,
# concat's concat_file path), and keeps it when it differs.
service { 'virtlockd': ensure => running, name => 'virtlockd', tag => 'libvirt-service' }
service { 'virtlogd': ensure => running, name => 'virtlogd-daemon' }
file { '/etc/motd': path => '/etc/motd', ensure => file }
file { 'motd copy': path => '/etc/motd.copy', ensure => file }
package { 'nova-common': ensure => installed, name => 'nova-common' }
