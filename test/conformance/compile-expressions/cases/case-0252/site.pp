notify { 'e1': message => with((['a', 'a', 'b'] <= 1_000), floor('a,b,c')) |$v, $w| { $v.match(/(\w)/) } }
