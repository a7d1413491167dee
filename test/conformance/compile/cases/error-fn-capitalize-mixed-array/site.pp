$x = capitalize(['ab', 1])
