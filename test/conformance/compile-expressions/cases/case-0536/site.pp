notify { 'e1': message => String(with(0.5, Tuple[Integer, String]) |$v, $w| { [*$v, $w] }) }
