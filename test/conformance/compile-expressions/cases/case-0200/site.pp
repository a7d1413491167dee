notify { 'e1': message => with(('a,b,c' <= 'a\nb'), 1.5e-3) |$v, $w| { $v.slice(2) |$x| { $x } } }
