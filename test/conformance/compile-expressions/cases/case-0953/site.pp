notify { 'e1': message => String(with({'a' => 1, 'b' => 2}, ('42' >= 100.0)) |$v, $w| { $v ? { $w => 'same', default => 'other' } }) }
