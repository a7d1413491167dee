notify { "a": message => [1,2,3,4,5].slice(2) }
notify { "b": message => Array(Integer[1, 10].step(3)) }
notify { "c": message => Integer[1,4].reverse_each.map |$x| { $x } }
notify { "d": message => "abc".reverse_each.map |$x| { $x } }
