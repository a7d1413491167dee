$x = fqdn_rand(30, 'x', true)
