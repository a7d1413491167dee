notify { "a": message => [1,2,3].reverse_each.map |$x| { $x * 2 } }
notify { "b": message => Integer[1,5].map |$x| { $x } }
notify { "c": message => 3.map |$x| { $x } }
notify { "d": message => "abc".map |$c| { $c } }
notify { "e": message => {a => 1}.map |$k, $v| { "$k=$v" } }
