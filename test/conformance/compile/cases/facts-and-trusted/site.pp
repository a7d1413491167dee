notify { 'a': message => "${facts['os']['family']} ${::osfamily} ${trusted['certname']} ${trusted['hostname']}" }
notify { 'b': message => $facts['processors']['count'] }
notify { 'c': message => $facts['memorysize_mb'] }
