notify { 'plain': message => [fqdn_rand(30), fqdn_rand(60), fqdn_rand(1), fqdn_rand(2), fqdn_rand(1000000), fqdn_rand(4294967296), fqdn_rand(5000000000), fqdn_rand(9223372036854775807)] }
notify { 'seeded': message => [fqdn_rand(30, 'expensive job 1'), fqdn_rand(30, 'expensive job 2'), fqdn_rand(30, 42), fqdn_rand(30, 1.5), fqdn_rand(30, ['a', ['b']]), fqdn_rand(30, []), fqdn_rand(30, undef), fqdn_rand(30, '')] }
notify { 'downcase': message => [fqdn_rand(30, 'x', true), fqdn_rand(30, 'x', false), fqdn_rand(30, 'x'), fqdn_rand(30, 'x', undef)] }
notify { 'max-forms': message => [fqdn_rand('30'), fqdn_rand('30abc'), fqdn_rand(30.9), fqdn_rand(' 45')] }
notify { 'many': message => [1, 2, 3, 5, 7, 11, 13, 24, 59, 100, 255, 256, 1000, 3600, 65535, 65536].map |$m| { fqdn_rand($m, 'cron') } }
