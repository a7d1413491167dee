notify { 'e1': message => "${with(-3, 'a,b,c') |$v, $w| { $v['a'] }}" }
