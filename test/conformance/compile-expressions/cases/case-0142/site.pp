notify { 'e1': message => String(with('ABC', ([] !~ Integer)) |$v, $w| { [*$v, $w] }) }
