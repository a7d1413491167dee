notify { 'e1': message => String(with(Numeric, 1) |$v, $w| { [$v, $w].flatten }) }
