notify { 'e1': message => with(with(/^(\d+)-(\w+)$/, Float) |$v, $w| { $v << 3 }, [1, 'a', true, undef]) |$v, $w| { $v.partition |$x| { $x } } }
