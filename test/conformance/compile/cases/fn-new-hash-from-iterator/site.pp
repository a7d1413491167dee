notify { "a": message => Hash({a => [1, 2]}.tree_each) }
notify { "b": message => Array({a => 1}, true) }
notify { "c": message => Hash([1, 2, 3, 4]) }
