$x = 'abc' + 1
