# Every Ruby type takes `name`, whatever its namevar; the catalog writes it as that namevar, over
# its value (Fuel's sysfs declares file { 'sysfs.d': name => $config_dir }). While compiling it
# stays `name`: the uniqueness key comes from the title, so the name finds nothing.
file { 'sysfs.d': ensure => directory, name => '/etc/sysfs.d' }
notify { 'found': message => defined(File['/etc/sysfs.d']) }
notify { 'read': message => [File['sysfs.d']['name'], File['sysfs.d']['path']] }
exec { 'e': command => '/bin/true', name => '/bin/echo renamed' }
exec { 'f': name => '/bin/echo first', command => '/bin/false' }
notify { 'msg': name => 'shown', message => 'm' }
service { 'svc': name => 'svc', ensure => running }
package { 'pkg': name => 'real-pkg' }
user { 'u': name => undef, uid => 1000 }
