notify { 'e1': message => "${(with([[1, 2], [3]], "tab\there") |$v, $w| { join($v) } or true)}" }
