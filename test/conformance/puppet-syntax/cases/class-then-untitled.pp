class {'a': } {a => 1}
