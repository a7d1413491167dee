function f($x) { if $x > 0 { return('pos') } 'neg' }
notify { 'a': message => [f(1), f(-1)] }
