notify { 'e1': message => String(with(0.1, Struct[{a => Integer}]) |$v, $w| { join($v) }) }
