notify { 'e1': message => with(undef, 0) |$v, $w| { $v ? { $w => 'same', default => 'other' } } }
