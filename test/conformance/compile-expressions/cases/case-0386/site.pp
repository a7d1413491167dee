notify { 'e1': message => with((undef in 0.5), 0.1) |$v, $w| { Integer($v, 16) } }
