notify { 'e1': message => with(0x1F, ['b', 'a', 'c']) |$v, $w| { $v ? { $w => 'same', default => 'other' } } }
