notify { "f": message => String("x", "%10s|") }
