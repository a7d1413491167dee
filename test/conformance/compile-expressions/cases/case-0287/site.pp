notify { 'e1': message => String((with('1e2', 'x y') |$v, $w| { join($v) } < (undef == '3.5'))) }
