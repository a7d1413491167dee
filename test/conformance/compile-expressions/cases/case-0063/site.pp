notify { 'e1': message => "${with({'a' => 1, 'b' => 2}, 1_000) |$v, $w| { "<${v}>" }}" }
