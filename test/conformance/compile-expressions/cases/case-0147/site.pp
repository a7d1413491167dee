notify { 'e1': message => "${(with(true, '1e2') |$v, $w| { min($v, $w) }).type}" }
