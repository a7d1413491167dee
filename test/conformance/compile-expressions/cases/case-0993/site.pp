notify { 'e1': message => ('true' > with('Ünïcödé', default) |$v, $w| { $v.convert_to(Array) }) }
