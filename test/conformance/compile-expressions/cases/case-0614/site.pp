notify { 'e1': message => String(((100.0 < 0x1F) - with(3.0, 'x y') |$v, $w| { $v >> 1 })) }
