$n = 'x'
notify { "hello ${n}": }
