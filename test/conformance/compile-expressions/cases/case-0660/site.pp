notify { 'e1': message => String(with({}, []) |$v, $w| { !$v }) }
