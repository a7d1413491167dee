notify { 'e1': message => String(with([3.5, 1, -2], false) |$v, $w| { $v ? { $w => 'same', default => 'other' } }) }
