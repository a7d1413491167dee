$r = [1,2,3,4].filter |$x| { $x % 2 == 0 }.map |$x| { $x * 10 }.reduce(0) |$m, $v| { $m + $v }
notify { "a": message => $r }
