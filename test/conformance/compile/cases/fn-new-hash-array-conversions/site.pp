notify { "a": message => Hash([[a, 1], [b, 2]]) }
notify { "b": message => Hash(["x", 1, "y", 2]) }
notify { "c": message => Array({a => 1}) }
notify { "d": message => Array("abc", true) }
notify { "e": message => Tuple([1, "a"]) }
