$x = shellquote('a', 1)
