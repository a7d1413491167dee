notify { 'e1': message => String(with(default, 'x y') |$v, $w| { -$v }) }
