$x = sprintf('%1$s %s', 'a', 'b')
