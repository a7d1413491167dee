notify { 'e1': message => "${Numeric(with(0.1, /a+/) |$v, $w| { $v ? { $w => 'same', default => 'other' } })}" }
