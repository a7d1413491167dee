notify { "a": message => String(Binary("aGVsbG8=")) }
notify { "b": message => String(Binary("hello", "%s"), "%s") }
notify { "c": message => Binary("aGVsbG8=").length }
