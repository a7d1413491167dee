$x = md5('a', 'b')
