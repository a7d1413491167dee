notify { 'e1': message => String(Float(with([3.5, 1, -2], ['b', 'a', 'c']) |$v, $w| { join($v) })) }
