notify { 'e1': message => "${with(undef, {'a' => 1, 'b' => 2}) |$v, $w| { $v.step(2) }}" }
