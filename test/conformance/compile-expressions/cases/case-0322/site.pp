notify { 'e1': message => String(with(100.0, (false + 'a\nb')) |$v, $w| { $v ? { $w => 'same', default => 'other' } }) }
