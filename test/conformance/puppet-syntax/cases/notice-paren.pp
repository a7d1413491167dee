notice('x')
