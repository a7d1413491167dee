# A File's path comes from its title with trailing slashes dropped (File's title pattern): the
# catalog shows it where it differs from the title; the root and explicit paths are kept.
file { '/etc/fuel/': ensure => directory }
file { '/etc/fuel/maintenance//': ensure => directory }
file { '/': ensure => directory }
file { '/srv': ensure => directory }
file { 'other/': ensure => directory, path => '/opt/other' }
