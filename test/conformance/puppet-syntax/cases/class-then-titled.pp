class {'a': } {'t': a => 1}
