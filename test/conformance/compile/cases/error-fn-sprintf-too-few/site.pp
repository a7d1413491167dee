$x = sprintf('%s %s', 1)
