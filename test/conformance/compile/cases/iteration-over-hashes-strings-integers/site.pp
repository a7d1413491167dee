$h = { 'a' => 1, 'b' => 2, 'c' => 3 }
notify { 'a': message => [$h.map |$k, $v| { "${k}${v}" }, $h.map |$pair| { $pair[1] }, $h.filter |$k, $v| { $v > 1 }, $h.reduce |$m, $p| { "${m}|${p}" }] }
notify { 'b': message => [$h.reduce(0) |$m, $p| { $m + $p[1] }, $h.any |$k, $v| { $v == 2 }, $h.all |$p| { $p[1] > 0 }, $h.index |$v| { $v == 2 }, $h.index |$k, $v| { $k == 'c' }] }
notify { 'c': message => [$h.group_by |$k, $v| { $v % 2 }, $h.partition |$k, $v| { $v < 2 }, $h.slice(2) |$x| { $x }, $h.slice(2), [1,2,3,4,5].slice(2)] }
notify { 'd': message => [Integer[1, 10].step(3).map |$x| { $x }, [1, 2, 3].reverse_each.map |$x| { $x * 2 }, $h.each |$k, $v| { }, [3, 1, 2].sort |$a, $b| { compare($b, $a) }] }
notify { 'e': message => [[1, 2, 3].map |$i, $x| { $i * $x }, $h.with |$x| { $x.length }, [1, [2, [3]]].flatten, [1, 1, 2].unique] }
notify { 'f': message => [$h.keys.map |$k| { upcase($k) }, $h.values.reduce |$a, $b| { $a * $b }, 'abc'.map |$c| { $c }, 'abc'.each |$i, $c| { }, 3.map |$x| { $x }] }
