notify { 'e1': message => String(with('42', 'a\nb') |$v, $w| { $v ? { $w => 'same', default => 'other' } }) }
