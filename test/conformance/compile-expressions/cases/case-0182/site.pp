notify { 'e1': message => "${(with(100.0, 'ABC') |$v, $w| { $v.convert_to(String) }).floor}" }
