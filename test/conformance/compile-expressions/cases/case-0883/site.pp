notify { 'e1': message => String(with(Scalar, /a+/) |$v, $w| { $v ? { $w => 'same', default => 'other' } }) }
