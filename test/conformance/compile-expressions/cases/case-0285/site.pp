notify { 'e1': message => "${with(1, "tab\there") |$v, $w| { Integer($v, 16) }}" }
