notify { "a": message => [[1, [2, [3]]], 4].flatten }
notify { "b": message => ["a", "A", "b"].unique }
notify { "c": message => [1, 2, 3, 4].unique |$x| { $x % 2 } }
notify { "d": message => {a => 1, b => 1}.unique }
notify { "e": message => [1, [2, 3]].join("-") }
notify { "f": message => compare("a", "B", false) }
