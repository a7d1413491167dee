notify { 'e1': message => "${(with('true', /a+/) |$v, $w| { dig($v, 0) } < [1, 'a', true, undef])}" }
