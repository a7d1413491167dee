notify { 'e1': message => String(with('ABC', Enum[a, b]) |$v, $w| { !$v }) }
