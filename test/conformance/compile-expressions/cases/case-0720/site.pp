notify { 'e1': message => with(Scalar, unwrap([])) |$v, $w| { $v ? { $w => 'same', default => 'other' } } }
