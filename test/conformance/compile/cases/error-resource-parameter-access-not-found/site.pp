class c { }
include c
notify { 'a': message => Class['c']['name'] }
notify { 'b': message => Class['other']['name'] }
