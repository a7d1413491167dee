notify { 'e1': message => with(-0, [1, 'a', true, undef]) |$v, $w| { Integer($v, 16) } }
