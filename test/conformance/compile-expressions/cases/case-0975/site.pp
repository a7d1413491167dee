notify { 'e1': message => String(with(Variant[Integer, String], 0.5) |$v, $w| { !$v }) }
