$x = match('abc', 1)
