notify { 'e1': message => String(with([[1, 2], [3]], true) |$v, $w| { join($v, $w) }) }
