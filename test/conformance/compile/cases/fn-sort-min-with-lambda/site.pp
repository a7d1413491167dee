notify { "a": message => [3,1,2].sort |$a, $b| { compare($b, $a) } }
notify { "b": message => ["bb", "a", "ccc"].min |$a, $b| { compare($a.length, $b.length) } }
