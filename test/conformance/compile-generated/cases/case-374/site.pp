notify { 'n1': message => "${facts[hostname]} says hi", withpath => true, noop => true }
@package { 'pkg1': tag => 'alpha', * => {  } }
User { notify => Notify['n1'] }
tag 'gamma'
notify { 'n2': withpath => true, loglevel => 'info', before => Notify['n1'] }
file { '/tmp/f1': ensure => 'directory', notify => Notify['n1'] }
file { '/tmp/f2': owner => 'root', notify => Notify['n1'] }
Notify { before => File['/tmp/f1'], noop => false }
