notify { 'e1': message => String(with({}, 'a\nb') |$v, $w| { [*$v, $w] }) }
