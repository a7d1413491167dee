notify { 'e1': message => String(with('Ünïcödé', '3.5') |$v, $w| { [$v, $w].flatten }) }
