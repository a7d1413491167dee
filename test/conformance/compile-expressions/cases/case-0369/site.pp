notify { 'e1': message => "${(-9223372036854775808 / with('', 'abc') |$v, $w| { [*$v, $w] })}" }
