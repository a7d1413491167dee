notify { 'e1': message => with(Float, (-2.25 or ['b', 'a', 'c'])) |$v, $w| { get($v, $w) } }
