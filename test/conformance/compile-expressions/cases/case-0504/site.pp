notify { 'e1': message => "${abs(with([1, 2, 3], [1, 'a', true, undef]) |$v, $w| { $v[0] })}" }
