$x = sprintf('%y', 1)
