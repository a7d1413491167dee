file {'a': mode => 1, mode => 2}
