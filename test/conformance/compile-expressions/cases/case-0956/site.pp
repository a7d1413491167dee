notify { 'e1': message => "${with(with(017, 'abc') |$v, $w| { regsubst($v, $w, 'X', 'G') }, ([] =~ {'k' => {'n' => 1}})) |$v, $w| { regsubst($v, $w, 'X', 'G') }}" }
