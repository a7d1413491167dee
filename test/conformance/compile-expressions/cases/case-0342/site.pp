notify { 'e1': message => "${with(/a+/, 017) |$v, $w| { dig($v, 'k', 'n') }}" }
