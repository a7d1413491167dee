notify { 'e1': message => String(with([3.5, 1, -2], Integer[0, 10]) |$v, $w| { !$v }) }
