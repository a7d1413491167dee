notify { 'e1': message => String(with((42 == 1), with(1, Array[Integer]) |$v, $w| { $v.match(/(\w)/) }) |$v, $w| { max($v, $w) }) }
