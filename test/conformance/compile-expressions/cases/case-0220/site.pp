notify { 'e1': message => "${with('x y', ['a', 'a', 'b']) |$v, $w| { "<${v}>" }}" }
