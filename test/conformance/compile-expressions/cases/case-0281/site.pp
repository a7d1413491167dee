notify { 'e1': message => String(with((['a', 'a', 'b']).min, 'abc') |$v, $w| { get($v, $w) }) }
