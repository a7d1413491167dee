notify { 'e1': message => String((with('ABC', /^(\d+)-(\w+)$/) |$v, $w| { $v[1, 2] } / [1, 2, 3])) }
