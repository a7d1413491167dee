file {'a': } {'t': a => 1}
