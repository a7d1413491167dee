notify { 'e1': message => with({}, ([1, 'a', true, undef] - 'x y')) |$v, $w| { $v.each_slice(2) |$x| { $x } } }
