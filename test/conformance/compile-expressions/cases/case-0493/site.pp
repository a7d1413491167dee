notify { 'e1': message => "${with(('a\nb' in {'b' => 2, 'a' => 1}), -0) |$v, $w| { $v >> 1 }}" }
