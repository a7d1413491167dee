notify { 'e1': message => with('ABC', 'x y') |$v, $w| { $v.match(/(\w)/) } }
