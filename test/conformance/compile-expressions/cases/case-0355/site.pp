notify { 'e1': message => "${with(['b', 'a', 'c'], with(/^(\d+)-(\w+)$/, -0) |$v, $w| { $v ? { $w => 'same', default => 'other' } }) |$v, $w| { $v[-1] }}" }
