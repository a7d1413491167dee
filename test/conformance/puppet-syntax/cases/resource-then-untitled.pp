file {'a': } { a => 1}
