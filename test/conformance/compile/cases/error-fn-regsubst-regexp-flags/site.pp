$x = regsubst('abc', /b/, 'x', 'I')
