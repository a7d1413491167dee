$h = {b => 2, a => 1}
notify { "a": message => [$h.keys, $h.values, sort(["b", "A", "a"]), ["b", "A", "a"].sort |$x, $y| { compare($x, $y, false) }] }
notify { "b": message => [size({}), length("héllo"), empty(""), empty(undef), [1,2,3].index |$x| { $x == 2 }, "hello".index("l")] }
