notify { 'e1': message => String(with(1_000, 'Ünïcödé') |$v, $w| { !$v }) }
