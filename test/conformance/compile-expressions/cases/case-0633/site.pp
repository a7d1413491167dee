notify { 'e1': message => "${with([1, 2, 3], 017) |$v, $w| { compare($v, $w) }}" }
