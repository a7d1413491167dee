notify { 'e1': message => String(reverse_each(with(1, 42) |$v, $w| { Array($v, true) })) }
