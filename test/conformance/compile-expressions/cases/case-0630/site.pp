notify { 'e1': message => String(with(-0, with(0.1, Struct[{a => Integer}]) |$v, $w| { $v ? { $w => 'same', default => 'other' } }) |$v, $w| { Integer($v, 16) }) }
