notify { 'e1': message => "${with((false or 017), 0.1) |$v, $w| { $v.convert_to(Array) }}" }
