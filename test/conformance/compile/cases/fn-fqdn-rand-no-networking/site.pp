notify { 'no-fqdn-fact': message => [fqdn_rand(30), fqdn_rand(100, 'seed')] }
